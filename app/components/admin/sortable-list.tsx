import { useEffect, useRef, useState, type ReactNode } from 'react'

/** The form a drag posts: `intent=reorder` and every id in its new order as `order` fields. */
export function reorderBody(ids: string[]) {
  const body = new FormData()
  body.set('intent', 'reorder')
  for (const id of ids) body.append('order', id)
  return body
}

/**
 * A list staff put in order (decision 055). Without JavaScript each row's "Up"/"Down" buttons post
 * the form it sits in (`intent=move:<id>:up`), and each row carries a hidden `order` field with its
 * id. With JavaScript a handle drags a row (mouse, pen or finger); dropping it calls `onReorder`
 * with every id in the new order, which the page posts as `intent=reorder` with the same `order`
 * fields: the drag is the buttons' form post, sent in one go.
 */
export function SortableList<T extends { id: string }>({
  items,
  label,
  name,
  onReorder,
  children,
}: {
  items: T[]
  /** What the list is ("Categories"): the handles' and buttons' accessible names use it. */
  label: string
  /** A row's name for the buttons' accessible names ("Move Visiting cards up"). */
  name: (item: T) => string
  onReorder: (ids: string[]) => void
  children: (item: T, index: number) => ReactNode
}) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [order, setOrder] = useState(() => items.map((i) => i.id))
  const [dragging, setDragging] = useState<string | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const start = useRef<string[]>([])

  // A new answer from the server (a move, someone else's change) resets the local order.
  const key = items.map((i) => i.id).join(',')
  useEffect(() => setOrder(key ? key.split(',') : []), [key])

  const byId = new Map(items.map((i) => [i.id, i]))
  const rows = order.map((id) => byId.get(id)).filter((i): i is T => Boolean(i))

  function onPointerMove(event: React.PointerEvent) {
    if (!dragging || !listRef.current) return
    const over = [...listRef.current.querySelectorAll<HTMLElement>('[data-sortable-id]')].find(
      (row) => {
        const box = row.getBoundingClientRect()
        return event.clientY >= box.top && event.clientY <= box.bottom
      },
    )
    const target = over?.dataset.sortableId
    if (!target || target === dragging) return
    setOrder((current) => {
      const next = current.filter((id) => id !== dragging)
      next.splice(current.indexOf(target), 0, dragging)
      return next
    })
  }

  function onPointerUp() {
    if (!dragging) return
    setDragging(null)
    if (order.join(',') !== start.current.join(',')) onReorder(order)
  }

  const button =
    'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5 disabled:opacity-40'
  return (
    <ol
      ref={listRef}
      aria-label={label}
      className="divide-y divide-black/10 rounded-xl bg-white ring-1 ring-black/10"
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {rows.map((item, index) => (
        <li
          key={item.id}
          data-sortable-id={item.id}
          className={`flex flex-wrap items-center gap-2 p-3 ${dragging === item.id ? 'bg-brand-50' : ''}`}
        >
          <input type="hidden" name="order" value={item.id} />
          {hydrated ? (
            <button
              type="button"
              aria-label={`Drag ${name(item)} to reorder`}
              title="Drag to reorder"
              className="cursor-grab touch-none rounded px-1 text-xl leading-none text-black/50"
              onPointerDown={(event) => {
                event.preventDefault()
                event.currentTarget.setPointerCapture(event.pointerId)
                start.current = order
                setDragging(item.id)
              }}
            >
              ⠿
            </button>
          ) : null}
          <div className="min-w-0 flex-1">{children(item, index)}</div>
          <span className="flex gap-1">
            <button
              type="submit"
              name="intent"
              value={`move:${item.id}:up`}
              disabled={index === 0}
              aria-label={`Move ${name(item)} up`}
              className={button}
            >
              Up
            </button>
            <button
              type="submit"
              name="intent"
              value={`move:${item.id}:down`}
              disabled={index === rows.length - 1}
              aria-label={`Move ${name(item)} down`}
              className={button}
            >
              Down
            </button>
          </span>
        </li>
      ))}
    </ol>
  )
}
