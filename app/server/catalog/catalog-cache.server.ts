/**
 * The catalog data every visitor sees alike (menus, footer lists, home groups, shop filters,
 * category overview, gift and landing pages), kept in this process and keyed by the catalog
 * version (docs/decisions/027).
 *
 * The database raises `CatalogVersion.version` with every statement that changes a catalog table
 * (triggers, migration catalog_speed), whoever writes: the seed, an admin screen, a script, another
 * instance. Each instance reads the version at most once a second (on every call in tests), so a
 * change shows everywhere within a second, and a value is loaded once per version: concurrent
 * requests share the one load.
 *
 * Only catalog data goes in here, never anything about a visitor (their cart, session or
 * orders): the cache is shared by every request of the process. Keys are fixed names, never
 * built from a request, so the cache holds a bounded number of entries. Items of a family (a
 * product page's product, by slug) are the one exception: their keys come from URLs, so a family
 * keeps at most `ITEMS_PER_FAMILY` of them, only for things that exist, the oldest going first.
 */
import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'

const CHECK_EVERY_MS = 1_000
/** Items kept per family: the seeded catalog's 96 products many times over, a few MB at most. */
export const ITEMS_PER_FAMILY = 500

type Entry = { version: bigint; value: Promise<unknown> }

let state:
  | {
      databaseUrl: string
      version?: bigint
      checkedAt: number
      checking?: Promise<bigint>
      entries: Map<CatalogCacheKey, Entry>
      items: Map<CatalogItemFamily, Map<string, Entry>>
    }
  | undefined

/** Everything the cache may hold: one entry per name. */
export type CatalogCacheKey =
  | 'layout'
  | 'layout-html'
  | 'home-groups'
  | 'shop-filters'
  | 'category-overview'
  | 'browse-shortcuts'
  | 'gift-pages'
  | 'landing-pages'
  | 'search-vocabulary'
  | 'automatic-promotions'

/** Families of items cached by an id from the request (see cachedCatalogItem). */
export type CatalogItemFamily = 'product-detail' | 'shop-page' | 'promotion-code'

function currentState() {
  const databaseUrl = getEnv().DATABASE_URL
  // Another database (tests move between databases): nothing cached so far applies.
  if (state?.databaseUrl !== databaseUrl) {
    state = { databaseUrl, checkedAt: 0, entries: new Map(), items: new Map() }
  }
  return state
}

/** The catalog version, read from the database at most once a second (each time in tests). */
export async function catalogVersion(): Promise<bigint> {
  const s = currentState()
  const maxAge = getEnv().NODE_ENV === 'test' ? 0 : CHECK_EVERY_MS
  if (s.version !== undefined && Date.now() - s.checkedAt < maxAge) return s.version
  s.checking ??= prisma.catalogVersion
    .findUnique({ where: { id: 1 }, select: { version: true } })
    .then((row) => {
      s.version = row?.version ?? 0n
      s.checkedAt = Date.now()
      return s.version
    })
    .finally(() => {
      s.checking = undefined
    })
  return s.checking
}

/**
 * The value under `key` for the current catalog version, loaded with `load` when the catalog
 * changed since it was loaded (or never was). A failed load is not kept: the next call retries.
 */
export async function cachedCatalog<T>(key: CatalogCacheKey, load: () => Promise<T>): Promise<T> {
  const version = await catalogVersion()
  const { entries } = currentState()
  const entry = entries.get(key)
  if (entry && entry.version === version) return entry.value as Promise<T>
  return loadInto(entries, key, version, load, () => true)
}

/** Starts `load` and keeps its value under `key`, unless it fails or `keep` refuses what it found. */
function loadInto<K, T>(
  entries: Map<K, Entry>,
  key: K,
  version: bigint,
  load: () => Promise<T>,
  keep: (found: T) => boolean,
) {
  const value = load()
  entries.set(key, { version, value })
  const forget = () => {
    if (entries.get(key)?.value === value) entries.delete(key)
  }
  value.then((found) => keep(found) || forget(), forget)
  return value
}

/**
 * One item of a family (the product page's product, by slug) for the current catalog version,
 * loaded with `load` when missing or older. A null answer (nothing by that id) and a failed load
 * are not kept, so made-up ids cannot fill the family; past `ITEMS_PER_FAMILY` the item used
 * least recently goes.
 */
export async function cachedCatalogItem<T>(
  family: CatalogItemFamily,
  id: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const version = await catalogVersion()
  const { items } = currentState()
  let entries = items.get(family)
  if (!entries) items.set(family, (entries = new Map()))
  const entry = entries.get(id)
  if (entry && entry.version === version) {
    // Map order is insertion order: moving the item to the end makes the first the least used.
    entries.delete(id)
    entries.set(id, entry)
    return entry.value as Promise<T | null>
  }
  const value = loadInto(entries, id, version, load, (found) => found !== null)
  while (entries.size > ITEMS_PER_FAMILY) entries.delete(entries.keys().next().value!)
  return value
}
