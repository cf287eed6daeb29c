import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { ChangeHistory, changeEntries } from '#app/components/admin/change-history.tsx'
import { FieldInput, FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import {
  addColumn,
  addProduct,
  collectionForAdmin,
  deleteColumn,
  findProductsToAdd,
  KIND_LABELS,
  readCollectionText,
  removeProduct,
  reorderCollections,
  reorderProducts,
  saveCollectionText,
} from '#app/server/admin/catalog-navigation.server.ts'
import { refuseEdit } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import {
  COLLECTION_LIMITS,
  NAVIGATION_MESSAGES,
  readOrderChange,
} from '#app/utils/admin-categories.ts'
import { ColumnsList, ProductsList } from './lists.tsx'

/**
 * /admin/navigation/{id}: a mega-menu (title, blurb, its columns), a menu column or a home group
 * (title, subtitle, its products): rename, add a product found by name, remove, put in order by
 * Up/Down or by dragging (decision 055). Every change is one transaction with its history row.
 */
const NOTICES = {
  saved: 'Saved. Every page shows the change within seconds.',
  unchanged: 'Nothing changed.',
  added: 'Product added at the end of the list.',
  removed: 'Product removed from the list.',
  moved: 'Order saved.',
  'column-added': 'Column added: open it to add its products.',
  'column-deleted': 'Column deleted.',
} as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const collection = await collectionForAdmin(params.collectionId ?? '')
  if (!collection) throw new Response(NAVIGATION_MESSAGES.notFound, { status: 404 })
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 80)
  const found = collection.kind === 'MEGA_MENU' ? [] : await findProductsToAdd(q)
  const listed = new Set(collection.products.map((p) => p.id))
  return data({
    collection: {
      ...collection,
      kindLabel: KIND_LABELS[collection.kind],
      history: changeEntries(collection.history, { labels: false }),
    },
    q,
    found: found.map((p) => ({ ...p, listed: listed.has(p.id) })),
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const id = params.collectionId ?? ''
  const form = await request.formData().catch(() => new FormData())
  const intent = String(form.get('intent') ?? 'save')
  const typed = intent === 'save' ? readCollectionText(form) : undefined
  const done = (notice: keyof typeof NOTICES, to = id) =>
    redirect(`/admin/navigation/${encodeURIComponent(to)}?notice=${notice}`, 303)
  try {
    if (typed)
      return done((await saveCollectionText(id, typed, admin.email)) ? 'saved' : 'unchanged')
    const change = readOrderChange(form, intent)
    if (change) {
      if (form.get('list') === 'columns')
        await reorderCollections({ parentId: id }, change, admin.email)
      else await reorderProducts(id, change, admin.email)
      return done('moved')
    }
    const [verb, target = ''] = intent.split(':')
    switch (verb) {
      case 'add':
        await addProduct(id, target, admin.email)
        return done('added')
      case 'remove':
        await removeProduct(id, target, admin.email)
        return done('removed')
      case 'add-column':
        return done(
          'column-added',
          await addColumn(id, String(form.get('columnTitle') ?? '').trim(), admin.email),
        )
      case 'delete-column':
        return done('column-deleted', await deleteColumn(id, admin.email))
      default:
        throw new AppError(400, 'That action is not known.')
    }
  } catch (error) {
    return refuseEdit(error, typed)
  }
}

export default function AdminCollection() {
  const { collection, q, found } = useLoaderData<typeof loader>()
  const answered = useActionData<typeof action>()
  const [search] = useSearchParams()
  const notice = NOTICES[search.get('notice') as keyof typeof NOTICES]
  const shown = answered?.draft ?? collection
  const isMenu = collection.kind === 'MEGA_MENU'
  const isColumn = collection.kind === 'MENU_COLUMN'
  return (
    <div className="max-w-4xl space-y-6">
      <p className="text-sm">
        <Link
          to={collection.parent ? `/admin/navigation/${collection.parent.id}` : '/admin/navigation'}
          className="font-medium text-brand-600 hover:underline"
        >
          ← {collection.parent ? collection.parent.title : 'Menus and home page'}
        </Link>
      </p>
      <div>
        <p className="text-sm text-black/60">{collection.kindLabel}</p>
        <h1 className="font-display text-3xl tracking-tight break-words">{collection.title}</h1>
      </div>
      {notice && !answered ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {answered ? <FormMessage tone="error">{answered.message}</FormMessage> : null}

      <Form
        method="post"
        key={answered?.key}
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-black/10 sm:grid-cols-2"
      >
        <FieldInput
          label="Title"
          id="collection-title"
          errors={answered?.errors.title}
          name="title"
          required
          maxLength={COLLECTION_LIMITS.title}
          defaultValue={shown.title}
        />
        {isColumn ? (
          <input type="hidden" name="subtitle" value="" />
        ) : (
          <FieldInput
            label={isMenu ? 'Blurb' : 'Subtitle'}
            id="collection-subtitle"
            errors={answered?.errors.subtitle}
            name="subtitle"
            maxLength={COLLECTION_LIMITS.subtitle}
            defaultValue={shown.subtitle}
          />
        )}
        <div>
          <button
            type="submit"
            name="intent"
            value="save"
            className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white"
          >
            Save
          </button>
        </div>
      </Form>

      {isMenu ? (
        <ColumnsList columns={collection.columns} />
      ) : (
        <ProductsList products={collection.products} q={q} found={found} />
      )}

      {isColumn && collection.products.length === 0 ? (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="delete-column"
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-red-700 ring-1 ring-red-700/30 hover:bg-red-50"
          >
            Delete this column
          </button>
        </Form>
      ) : null}

      <ChangeHistory
        entries={collection.history}
        empty="No changes recorded since the catalog was seeded."
      />
    </div>
  )
}

export const meta = () => privatePageMeta('Menu · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
