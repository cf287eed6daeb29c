import type { ReactNode } from 'react'
import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { inputClass } from '#app/components/ui/field.tsx'

/**
 * The search and filter form above an admin list (users, products): a GET form, so it works
 * without JavaScript and the filters are in the address; "Searching…" while the next list of this
 * page loads; "Clear" when anything is filtered. Its lists page with KeysetPager.
 */
export function AdminListSearch({
  id,
  label,
  q,
  placeholder,
  filtered,
  clearHref,
  children,
}: {
  /** Prefix of the fields' ids ("users" → "users-q"). */
  id: string
  label: string
  q: string
  placeholder?: string
  filtered: boolean
  clearHref: string
  /** The list's own filters (FilterSelect). */
  children?: ReactNode
}) {
  const location = useLocation()
  const navigation = useNavigation()
  // A GET form navigates: pending while the next list of this page loads from it.
  const searching =
    navigation.state === 'loading' &&
    navigation.formMethod === 'GET' &&
    navigation.location.pathname === location.pathname
  return (
    <Form
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-black/5"
    >
      <div className="min-w-60 flex-1">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={placeholder}
          className={inputClass}
        />
      </div>
      {children}
      <button
        type="submit"
        disabled={searching}
        className="h-[50px] rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black disabled:opacity-60"
      >
        {searching ? 'Searching…' : 'Search'}
      </button>
      {filtered ? (
        <Link to={clearHref} className="self-center text-sm font-medium hover:underline">
          Clear
        </Link>
      ) : null}
    </Form>
  )
}

/** One filter of an AdminListSearch: a labelled select. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  choices,
}: {
  id: string
  name: string
  label: string
  value: string
  choices: ReadonlyArray<readonly [value: string, label: string]>
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={`${inputClass} pr-10`}>
        {choices.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  )
}
