import { Form, Link, useSubmit } from '@remix-run/react'
import { LabelledSelect } from '#app/components/ui/select.tsx'
import {
  ORDER_FLAG_LABELS,
  ORDER_FLAGS,
  ORDER_SORT_LABELS,
  ORDER_SORTS,
  PAYMENT_FILTERS,
  PAYMENT_STATE_LABELS,
} from '#app/utils/admin-orders.ts'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '#app/utils/order-status.ts'

export interface FilterValues {
  q: string
  status: string | null
  payment: string | null
  from: string | null
  to: string | null
  flag: string | null
  sort: string
  dir: string
}

const inputClass =
  'mt-1.5 w-full rounded-lg border border-black/15 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none'

/** A filter's choices: "any" first (empty value), then each key with its label. */
function choices<K extends string>(any: string, keys: readonly K[], labels: Record<K, string>) {
  return [{ value: '', label: any }, ...keys.map((key) => ({ value: key, label: labels[key] }))]
}

function DateField({ name, label, value }: { name: string; label: string; value: string | null }) {
  return (
    <div>
      <label htmlFor={`orders-${name}`} className="block text-xs font-semibold text-black/60">
        {label}
      </label>
      <input
        key={`${name}-${value}`}
        id={`orders-${name}`}
        type="date"
        name={name}
        defaultValue={value ?? ''}
        className={inputClass}
      />
    </div>
  )
}

/**
 * The list's search and filters: a GET form whose fields are the URL contract's parameters, so a
 * filtered list is a link (bookmarks, the dashboard's "needs attention" links). Apply submits it;
 * with JavaScript a changed select or date submits it at once.
 */
export function OrderFilters({ values, active }: { values: FilterValues; active: boolean }) {
  const submit = useSubmit()
  return (
    <Form
      method="get"
      role="search"
      aria-label="Search and filter orders"
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-black/5 sm:grid-cols-2 lg:grid-cols-4"
      onChange={(event) => {
        const target = event.target as HTMLInputElement | HTMLSelectElement
        if (target.name !== 'q') submit(event.currentTarget, { preventScrollReset: true })
      }}
    >
      <div className="sm:col-span-2">
        <label htmlFor="orders-q" className="block text-xs font-semibold text-black/60">
          Search
        </label>
        <input
          key={values.q}
          id="orders-q"
          type="search"
          name="q"
          defaultValue={values.q}
          maxLength={100}
          placeholder="Order number, email, phone or product"
          className={inputClass}
        />
      </div>
      <LabelledSelect
        id="orders-status"
        name="status"
        label="Status"
        value={values.status ?? ''}
        options={choices('Any status', ORDER_STATUSES, ORDER_STATUS_LABELS)}
      />
      <LabelledSelect
        id="orders-payment"
        name="payment"
        label="Payment"
        value={values.payment ?? ''}
        options={choices('Any payment', PAYMENT_FILTERS, PAYMENT_STATE_LABELS)}
      />
      <LabelledSelect
        id="orders-flag"
        name="flag"
        label="Needs attention"
        value={values.flag ?? ''}
        options={choices('All orders', ORDER_FLAGS, ORDER_FLAG_LABELS)}
      />
      <DateField name="from" label="Placed from" value={values.from} />
      <DateField name="to" label="Placed to" value={values.to} />
      <LabelledSelect
        id="orders-sort"
        name="sort"
        label="Sort by"
        value={values.sort}
        options={ORDER_SORTS.map((s) => ({ value: s, label: ORDER_SORT_LABELS[s] }))}
      />
      <LabelledSelect
        id="orders-dir"
        name="dir"
        label="Order"
        value={values.dir}
        options={[
          { value: 'desc', label: 'Descending' },
          { value: 'asc', label: 'Ascending' },
        ]}
      />
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button
          type="submit"
          className="rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-white hover:bg-black"
        >
          Apply
        </button>
        {active ? (
          <Link to="/admin/orders" className="py-2.5 text-sm font-medium underline">
            Clear filters
          </Link>
        ) : null}
        {values.sort === 'dispatch' ? (
          <p className="py-2.5 text-sm text-black/60">
            Sorted by dispatch date: only paid orders have one, so unpaid orders are not listed.
          </p>
        ) : null}
      </div>
    </Form>
  )
}
