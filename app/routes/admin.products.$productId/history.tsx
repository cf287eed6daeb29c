import { ChangeHistory, type ChangeEntry } from '#app/components/admin/change-history.tsx'

/** Every change to the product, newest first: who, when, each field before → after. */
export function ProductHistory({ entries }: { entries: ChangeEntry[] }) {
  return <ChangeHistory entries={entries} />
}
