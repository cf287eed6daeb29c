import { formatDateTime } from '#app/utils/dates.ts'

/** What a history entry says for an action (products, categories, menus and home groups). */
const ACTIONS: Record<string, string> = {
  created: 'Created',
  edited: 'Edited',
  duplicated: 'Created as a copy',
  archived: 'Archived',
  restored: 'Restored',
  imported: 'Updated from a CSV file',
  deleted: 'Deleted',
  reordered: 'Reordered',
  'product-added': 'Product added',
  'product-removed': 'Product removed',
  'image-added': 'Photo added',
  'image-described': 'Photo description edited',
  'images-reordered': 'Photos reordered',
  'image-removed': 'Photo removed',
}

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

export interface ChangeEntry {
  id: string
  actor: string
  action: string
  createdAt: string
  when: string
  /** What the change was to, when the list mixes several subjects. */
  label?: string
  changes: { field: string; before: unknown; after: unknown }[]
}

/**
 * A loader's history rows as the page shows them: the date sent as text and in words. `labels:
 * false` drops what each row was a change to, for a page about one subject.
 */
export function changeEntries<Row extends { createdAt: Date; label?: string }>(
  history: Row[],
  { labels = true } = {},
) {
  return history.map((h) => ({
    ...h,
    ...(labels ? {} : { label: undefined }),
    createdAt: h.createdAt.toISOString(),
    when: formatDateTime(h.createdAt),
  }))
}

/** Staff changes, newest first: who, when, each field before → after. */
export function ChangeHistory({
  entries,
  empty = 'No changes recorded since the catalog was seeded.',
}: {
  entries: ChangeEntry[]
  empty?: string
}) {
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-black/5"
    >
      <h2 id="history-title" className="font-display text-xl">
        History
      </h2>
      {entries.length ? (
        <ol className="mt-3 space-y-4">
          {entries.map((e) => (
            <li key={e.id} className="text-sm">
              <p className="font-medium break-words">
                {e.label ? `${e.label}: ` : ''}
                {ACTIONS[e.action] ?? e.action} by {e.actor} ·{' '}
                <time dateTime={e.createdAt}>{e.when}</time>
              </p>
              <ul className="mt-1 space-y-1 text-black/70">
                {e.changes.map((c) => (
                  <li key={c.field} className="break-words">
                    <span className="font-medium text-ink">{c.field}</span>: {show(c.before)} →{' '}
                    {show(c.after)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-black/60">{empty}</p>
      )}
    </section>
  )
}
