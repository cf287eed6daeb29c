import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { requestMemo } from '../platform/request-scope.server.ts'

/**
 * Staff's counts and the dashboard, kept in this process while the data under them is unchanged
 * (decision 068). The database raises the admin data version (a sequence, migration
 * admin_data_version) with every statement that changes orders, their lines, refunds, credit
 * notes, shipments, webhooks, reviews, checkouts or the sales rollup, whoever writes: an admin
 * screen, a webhook, a job, another instance. Each request reads it once (one tiny query), and a
 * value is loaded once per version: concurrent requests share the one load.
 *
 * Some counts also move with the clock alone (an order becomes late four hours after payment), so
 * a value is kept at most `KEEP_MS` even when nothing changed; the same bound covers the moment
 * between a writer raising the version and its commit (a reader in between loads the old rows
 * under the new version). Only data every admin sees alike goes in here, under fixed keys.
 */
export const KEEP_MS = 15_000

export type AdminCacheKey = 'dashboard' | 'prepress-counts'

type Entry = { version: bigint; at: number; value: Promise<unknown> }

let state: { databaseUrl: string; entries: Map<AdminCacheKey, Entry> } | undefined

function entries() {
  const databaseUrl = getEnv().DATABASE_URL
  // Another database (tests move between databases): nothing kept so far applies.
  if (state?.databaseUrl !== databaseUrl) state = { databaseUrl, entries: new Map() }
  return state.entries
}

/** The admin data version, read once per request (loaders run after the request's action). */
export function adminDataVersion(): Promise<bigint> {
  return requestMemo('admin-data-version', async () => {
    const [row] = await prisma.$queryRaw<[{ version: bigint }]>`
      SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS version FROM "AdminDataVersion"`
    return row.version
  })
}

/**
 * The value under `key` for the current admin data version, loaded with `load` when the data
 * changed, when it is older than `KEEP_MS`, or never was. A failed load is not kept.
 */
export async function cachedAdmin<T>(key: AdminCacheKey, load: () => Promise<T>): Promise<T> {
  const version = await adminDataVersion()
  const map = entries()
  const entry = map.get(key)
  const now = Date.now()
  if (entry && entry.version === version && now - entry.at < KEEP_MS)
    return entry.value as Promise<T>
  const value = load()
  map.set(key, { version, at: now, value })
  value.catch(() => {
    if (map.get(key)?.value === value) map.delete(key)
  })
  return value
}
