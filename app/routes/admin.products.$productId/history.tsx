const ACTIONS: Record<string, string> = {
  created: 'Created',
  edited: 'Edited',
  duplicated: 'Created as a copy',
  archived: 'Archived',
  restored: 'Restored',
  imported: 'Updated from a CSV file',
}

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

/** Every change to the product, newest first: who, when, each field before → after. */
export function ProductHistory({
  entries,
}: {
  entries: {
    id: string
    actor: string
    action: string
    createdAt: string
    when: string
    changes: { field: string; before: unknown; after: unknown }[]
  }[]
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
              <p className="font-medium">
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
        <p className="mt-2 text-sm text-black/60">
          No changes recorded since the catalog was seeded.
        </p>
      )}
    </section>
  )
}
