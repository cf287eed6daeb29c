import { Form, Link } from '@remix-run/react'
import { Card } from '#app/components/ui/card.tsx'

export interface BulkOutcome {
  intent: 'production' | 'book' | 'delete-preview' | 'delete'
  done: { id: string; number: string }[]
  skipped: { id: string; number: string | null; reason: string }[]
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

const TITLES: Record<BulkOutcome['intent'], (n: number) => string> = {
  production: (n) => (n ? `Moved ${plural(n, 'order')} to production` : 'No order was moved'),
  book: (n) => (n ? `Booked ${plural(n, 'parcel')} with the courier` : 'No parcel was booked'),
  'delete-preview': (n) =>
    n ? `Delete ${plural(n, 'order')}? Check the list first` : 'None of these can be deleted',
  delete: (n) => (n ? `Deleted ${plural(n, 'order')}` : 'No order was deleted'),
}

const DONE_HEADINGS: Record<BulkOutcome['intent'], string> = {
  production: 'Moved to production',
  book: 'Booked',
  'delete-preview': 'Will be deleted for good',
  delete: 'Deleted',
}

function OrderLink({ id, number }: { id: string; number: string | null }) {
  return number ? (
    <Link to={`/admin/orders/${id}`} className="font-medium underline">
      {number}
    </Link>
  ) : (
    <span className="font-mono text-xs">{id}</span>
  )
}

/**
 * What a bulk action did, order by order: moved, deleted (or, for the delete preview, to be
 * deleted) and skipped with the reason. The preview carries the confirm form, posting only the
 * orders it will delete; each is checked again when deleted.
 */
export function BulkResults({ outcome, listHref }: { outcome: BulkOutcome; listHref: string }) {
  const { intent, done, skipped } = outcome
  return (
    <Card
      id="bulk-result"
      title={TITLES[intent](done.length)}
      padding="p-5"
      titleClassName="text-lg font-semibold"
    >
      <div className="mt-3 grid gap-4 md:grid-cols-2" data-testid="bulk-result">
        <section aria-labelledby="bulk-done">
          <h3 id="bulk-done" className="text-sm font-semibold text-black/70">
            {DONE_HEADINGS[intent]} ({done.length})
          </h3>
          {done.length ? (
            <ul className="mt-2 space-y-1 text-sm" data-testid="bulk-done">
              {done.map((order) => (
                <li key={order.id}>
                  <OrderLink {...order} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-black/60">None.</p>
          )}
        </section>
        <section aria-labelledby="bulk-skipped">
          <h3 id="bulk-skipped" className="text-sm font-semibold text-black/70">
            {intent === 'delete-preview' ? 'Will be kept' : 'Skipped'} ({skipped.length})
          </h3>
          {skipped.length ? (
            <ul className="mt-2 space-y-2 text-sm" data-testid="bulk-skipped">
              {skipped.map((order) => (
                <li key={order.id}>
                  <OrderLink {...order} />: {order.reason}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-black/60">None.</p>
          )}
        </section>
      </div>
      {intent === 'book' && done.length ? (
        <p className="mt-4 text-sm">
          <a
            href={`/admin/orders/labels.pdf?${done.map((o) => `id=${encodeURIComponent(o.id)}`).join('&')}`}
            className="font-medium text-brand-600 underline"
          >
            Labels of the {plural(done.length, 'booked parcel')}, four to an A4 sheet (PDF)
          </a>
        </p>
      ) : null}
      {intent === 'delete-preview' ? (
        done.length ? (
          <Form method="post" reloadDocument className="mt-5 flex flex-wrap items-center gap-4">
            <input type="hidden" name="intent" value="delete" />
            {done.map((order) => (
              <input key={order.id} type="hidden" name="orderId" value={order.id} />
            ))}
            <p className="w-full text-sm text-black/70">
              Deleting removes these orders with their items, timeline and payment attempts. It
              cannot be undone. Points they held go back to the customers first.
            </p>
            <button
              type="submit"
              className="rounded-full bg-red-700 px-6 py-3 text-sm font-semibold text-white hover:bg-red-800"
            >
              Delete {plural(done.length, 'order')} for good
            </button>
            <Link to={listHref} className="text-sm font-medium underline">
              Cancel
            </Link>
          </Form>
        ) : (
          <p className="mt-4 text-sm text-black/70">
            Nothing can be deleted: only orders that never took money can be.{' '}
            <Link to={listHref} className="font-medium underline">
              Back to the list
            </Link>
          </p>
        )
      ) : null}
    </Card>
  )
}
