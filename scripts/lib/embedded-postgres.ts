import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import getPort from 'get-port'

export interface EmbeddedPostgres {
  url: string
  port: number
  /** Stops the server; `dumpTo` first writes the data directory there as a .tar.gz. */
  stop(options?: { dumpTo?: string }): Promise<void>
}

/**
 * Starts PGlite (real Postgres compiled to WASM) behind a Postgres wire-protocol socket on a loopback
 * port, so Prisma, pg and psql talk to it like any server. `dataDir` keeps the data between runs;
 * `memory://` keeps it in memory.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  loadDataDir,
}: {
  dataDir: string
  port?: number
  /** A tarball made by `dumpDataDir()` to start from (a migrated template in tests). */
  loadDataDir?: Blob
}): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // pg_trgm serves the product name search's index (migration catalog_speed, decision 027).
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  })
  // The store's own database prefers a stable port; test databases take any free one.
  const chosenPort =
    port ?? (await getPort(dataDir.startsWith('memory://') ? {} : { port: [54329, 54330, 54331] }))
  const server = new PGLiteSocketServer({
    db,
    port: chosenPort,
    host: '127.0.0.1',
    maxConnections: 16,
  })
  await server.start()
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${chosenPort}/postgres`,
    port: chosenPort,
    async stop({ dumpTo }: { dumpTo?: string } = {}) {
      await server.stop()
      if (dumpTo) {
        const dump = await db.dumpDataDir('gzip')
        fs.mkdirSync(path.dirname(dumpTo), { recursive: true })
        fs.writeFileSync(dumpTo, Buffer.from(await dump.arrayBuffer()))
      }
      await db.close()
    },
  }
}
