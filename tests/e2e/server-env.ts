/**
 * What the e2e server runs with, shared by `start-server.ts` and the orders fixture's script
 * (`seed-order.ts`), which writes to the same database and signs the same session cookies; and
 * where the server says which database it made for this run.
 */
/** `npm test` runs the specs in parts beside each other (E2E_RUN names the part): one file each. */
export const E2E_RUN_SUFFIX = process.env.E2E_RUN ? `-${process.env.E2E_RUN}` : ''
export const E2E_SERVER_FILE = `test-results/e2e-server${E2E_RUN_SUFFIX}.json`

/** How `seed-order.ts` starts its answer lines (the store's own logging shares its stdout). */
export const SEEDED = '@@seeded '

export interface E2eServerInfo {
  databaseUrl: string
  /** An embedded database takes one client (docs/decisions/003): the fixture cannot write to it. */
  embedded: boolean
}

export function e2eServerEnv(databaseUrl: string, embedded: boolean) {
  return {
    NODE_ENV: 'production' as const,
    MOCKS: 'true',
    DATABASE_URL: databaseUrl,
    // One connection to an embedded database (docs/decisions/003).
    DATABASE_POOL_SIZE: embedded ? '1' : '10',
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
    // Every browser test comes from 127.0.0.1 and many register accounts.
    RATE_LIMIT_SCALE: '100',
    APP_URL: `http://127.0.0.1:${process.env.PORT ?? process.env.E2E_PORT}`,
  }
}
