import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

type Fetcher = { fetch: (path: string, init?: RequestInit) => Promise<Response> }

/**
 * Counts the queries the app sends through `pg`, as `bench:server` does (the job queue's own
 * polling, which names the pgboss schema, left out). Use at the top level of a test file: the
 * counter is put on before its first test and taken off after its last.
 *
 * `during(run)` answers what `run` returned and the queries it sent, the catalog version read left
 * out: tests read it on every call, production at most once a second (docs/decisions/027).
 * `page(app, path, cookie)` opens a page twice as a browser would, the first visit warming the
 * caches (catalog, automatic promotions) as they would be on a running store, and counts the second.
 */
export function countQueries() {
  const sent: string[] = []
  const query = pg.Client.prototype.query
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text?: string } | undefined
      const text = typeof config === 'string' ? config : (config?.text ?? '')
      if (!text.includes('pgboss')) sent.push(text)
      return (query as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof query
  })
  afterAll(() => {
    pg.Client.prototype.query = query
  })

  async function during<T>(run: () => Promise<T>) {
    sent.length = 0
    const result = await run()
    const queries = sent.filter((text) => !text.includes('"CatalogVersion"'))
    return { result, queries }
  }

  async function page(app: Fetcher, path: string, cookie?: string) {
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
    await (await app.fetch(path, { headers })).text()
    const { result, queries } = await during(async () => {
      const response = await app.fetch(path, { headers })
      return { status: response.status, html: await response.text() }
    })
    return { ...result, queries }
  }

  return { during, page }
}
