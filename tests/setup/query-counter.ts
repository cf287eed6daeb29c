import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

/**
 * Every query text the app sends through `pg` while the calling test file runs (the job queue's
 * polling left out), counted as `bench:server` counts them. Call once at the top of a file; empty
 * the array (`sent.length = 0`) before the request whose queries you count.
 */
export function countQueries(): string[] {
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
  return sent
}

/**
 * A page as a browser gets it and the queries it cost: a first visit warms the caches (the
 * layout's catalog data, the automatic promotions: reloaded only after a change), then the second
 * visit's queries are kept, the catalog version left out (tests read it on every call, production
 * at most once a second: docs/decisions/027).
 */
export async function visitCounted(
  app: { fetch: (path: string, init?: RequestInit) => Promise<Response> },
  sent: string[],
  path: string,
  cookie?: string,
) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
  await (await app.fetch(path, { headers })).text()
  sent.length = 0
  const response = await app.fetch(path, { headers })
  const html = await response.text()
  const queries = sent.filter((text) => !text.includes('"CatalogVersion"'))
  return { status: response.status, html, queries }
}

/**
 * `visitCounted` for a whole test file: counts from here on, and each visit returns the status,
 * the page, how many queries it cost, and what `more` reads from the queries' texts.
 */
export function countedPages<T extends object>(
  app: Parameters<typeof visitCounted>[0],
  more: (queries: string[]) => T,
) {
  const sent = countQueries()
  return async (path: string, cookie?: string) => {
    const { status, html, queries } = await visitCounted(app, sent, path, cookie)
    return { status, html, queries: queries.length, ...more(queries) }
  }
}
