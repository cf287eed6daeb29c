import { Form, Link, useSubmit } from '@remix-run/react'
import { SortableList } from '#app/components/admin/sortable-list.tsx'
import { Field, inputClass } from '#app/components/forms.tsx'
import { COLLECTION_LIMITS } from '#app/utils/admin-categories.ts'

const smallButton =
  'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5'

/** Posts a drag's new order for `list` as the Up/Down buttons' form would. */
function useReorder(list: 'products' | 'columns') {
  const submit = useSubmit()
  return (ids: string[]) => {
    const body = new FormData()
    body.set('intent', 'reorder')
    body.set('list', list)
    for (const id of ids) body.append('order', id)
    submit(body, { method: 'post' })
  }
}

/** A mega-menu's columns: in order, each opened to edit its links; a new column at the end. */
export function ColumnsList({
  columns,
}: {
  columns: { id: string; title: string; products: number }[]
}) {
  const reorder = useReorder('columns')
  return (
    <section aria-labelledby="columns-title" className="space-y-3">
      <h2 id="columns-title" className="text-lg font-semibold">
        Columns
      </h2>
      <Form method="post">
        <input type="hidden" name="list" value="columns" />
        <SortableList items={columns} label="Columns" name={(c) => c.title} onReorder={reorder}>
          {(c) => (
            <span>
              <Link
                to={`/admin/navigation/${c.id}`}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {c.title}
              </Link>
              <span className="block text-sm text-black/60">
                {c.products} {c.products === 1 ? 'link' : 'links'}
              </span>
            </span>
          )}
        </SortableList>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <Field label="New column" id="column-title" errorId="column-title-error">
            <input
              id="column-title"
              name="columnTitle"
              required
              maxLength={COLLECTION_LIMITS.title}
              className={inputClass}
            />
          </Field>
        </div>
        <button type="submit" name="intent" value="add-column" className={smallButton}>
          Add column
        </button>
      </Form>
    </section>
  )
}

type Product = { id: string; slug: string; name: string; active: boolean }

/** A column's links or a home group's cards: in order, removable, and a search to add more. */
export function ProductsList({
  products,
  q,
  found,
}: {
  products: Product[]
  q: string
  found: (Product & { listed: boolean })[]
}) {
  const reorder = useReorder('products')
  return (
    <section aria-labelledby="products-title" className="space-y-3">
      <h2 id="products-title" className="text-lg font-semibold">
        Products
      </h2>
      {products.length ? (
        <Form method="post">
          <input type="hidden" name="list" value="products" />
          <SortableList items={products} label="Products" name={(p) => p.name} onReorder={reorder}>
            {(p) => (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {p.name}
                  {p.active ? null : (
                    <span className="ml-2 text-sm text-black/60">
                      (not active: hidden in the store)
                    </span>
                  )}
                </span>
                <button
                  type="submit"
                  name="intent"
                  value={`remove:${p.id}`}
                  aria-label={`Remove ${p.name}`}
                  className={smallButton}
                >
                  Remove
                </button>
              </div>
            )}
          </SortableList>
        </Form>
      ) : (
        <p className="text-sm text-black/60">No products yet: find one below and add it.</p>
      )}
      <div className="rounded-xl bg-white p-4 ring-1 ring-black/10">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <Field label="Find a product to add" id="product-q" errorId="product-q-error">
              <input
                id="product-q"
                name="q"
                type="search"
                defaultValue={q}
                placeholder="Name or web address"
                className={inputClass}
              />
            </Field>
          </div>
          <button type="submit" className={smallButton}>
            Find
          </button>
        </Form>
        {q ? (
          found.length ? (
            <Form method="post">
              <ul className="mt-3 divide-y divide-black/10">
                {found.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 break-words">
                      {p.name}
                      <span className="block text-sm text-black/60">/product/{p.slug}</span>
                    </span>
                    {p.listed ? (
                      <span className="text-sm text-black/60">In the list</span>
                    ) : (
                      <button
                        type="submit"
                        name="intent"
                        value={`add:${p.id}`}
                        aria-label={`Add ${p.name}`}
                        className={smallButton}
                      >
                        Add
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </Form>
          ) : (
            <p className="mt-3 text-sm text-black/60">No product matches “{q}”.</p>
          )
        ) : null}
      </div>
    </section>
  )
}
