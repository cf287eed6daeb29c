import { Form, Link } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { api } from '#app/utils/api-client.ts'
import { SEARCH_NO_RESULTS_TEXT, SITE } from '#app/utils/site.ts'

/** The spec: suggestions hide about 180 ms after the box loses focus (so a click on one still lands). */
const BLUR_DELAY_MS = 180

type Suggestions = { query: string; results: { slug: string; name: string; href: string }[] }

/**
 * A GET form to /shop?q= (works without JavaScript); with JavaScript it also suggests up to 8
 * products as you type.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const id = useId()
  const [suggestions, setSuggestions] = useState<Suggestions>()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const blurTimer = useRef<ReturnType<typeof setTimeout>>()
  const debounce = useRef<ReturnType<typeof setTimeout>>()
  const request = useRef<AbortController>()

  useEffect(
    () => () => {
      clearTimeout(blurTimer.current)
      clearTimeout(debounce.current)
      request.current?.abort()
    },
    [],
  )

  // Only the latest query's answer counts; a failed lookup just shows no list.
  const suggest = (q: string) => {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    api
      .get<Suggestions>(`/resources/search?q=${encodeURIComponent(q)}`, {
        signal: controller.signal,
      })
      .then((answer) => {
        if (!controller.signal.aborted) setSuggestions(answer)
      })
      .catch(() => {})
  }

  const trimmed = query.trim()
  const data = suggestions?.query === trimmed ? suggestions : undefined
  const showList = open && trimmed.length > 0 && data !== undefined

  return (
    <Form method="get" action="/shop" role="search" className={`relative ${className}`}>
      <label className="sr-only" htmlFor={id}>
        Search products
      </label>
      <input
        id={id}
        name="q"
        type="search"
        autoComplete="off"
        placeholder={SITE.searchPlaceholder}
        value={query}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        onChange={(event) => {
          const value = event.currentTarget.value
          setQuery(value)
          setOpen(true)
          clearTimeout(debounce.current)
          if (value.trim()) {
            debounce.current = setTimeout(() => suggest(value.trim()), 120)
          }
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current)
          setOpen(true)
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_DELAY_MS)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false)
        }}
        className="w-full rounded-full border border-black/10 bg-paper px-4 py-2 text-sm placeholder:text-black/45 focus:border-brand-500 focus:outline-none"
      />
      {showList ? (
        <div
          id={`${id}-list`}
          className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-black/10"
        >
          {data.results.length ? (
            <ul role="listbox" aria-label="Product suggestions">
              {data.results.map((r) => (
                <li key={r.slug} role="option" aria-selected="false">
                  <Link
                    to={r.href}
                    onClick={() => setOpen(false)}
                    className="block px-4 py-2.5 text-sm hover:bg-brand-50"
                  >
                    {r.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-4 py-3 text-sm text-black/65">{SEARCH_NO_RESULTS_TEXT}</p>
          )}
        </div>
      ) : null}
    </Form>
  )
}
