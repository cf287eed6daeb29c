import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useSearchParams,
  useSubmit,
} from '@remix-run/react'
import { ChangeHistory, changeEntries } from '#app/components/admin/change-history.tsx'
import { SortableList } from '#app/components/admin/sortable-list.tsx'
import { FieldInput, FieldTextarea, FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { catalogChanges } from '#app/server/admin/catalog-changes.server.ts'
import {
  createCategory,
  deleteCategory,
  listCategories,
  reorderCategories,
} from '#app/server/admin/catalog-categories.server.ts'
import { refuseEdit } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { CATEGORY_LIMITS, readCategoryDraft, readOrderChange } from '#app/utils/admin-categories.ts'

/**
 * /admin/categories (issue 24, decision 055): the categories in the store's order, put in order by
 * Up/Down buttons (no JavaScript) or by dragging (the same form post), created here, edited on
 * their own page, deleted when no product names them. Every change is one transaction with its
 * history row; the store shows it within a second on every instance (catalog version).
 */
const NOTICES = {
  created: 'Category created. It shows in the store at once; add products to it from their pages.',
  moved: 'Order saved. The store shows it within seconds.',
  deleted: 'Category deleted.',
} as const

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const [categories, history] = await Promise.all([
    listCategories(),
    catalogChanges('category', undefined, 15),
  ])
  return data({
    categories,
    history: changeEntries(history),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await request.formData().catch(() => new FormData())
  const intent = String(form.get('intent') ?? '')
  const done = (notice: keyof typeof NOTICES) => redirect(`/admin/categories?notice=${notice}`, 303)
  const draft = intent === 'create' ? readCategoryDraft(form) : undefined
  try {
    if (draft) {
      await createCategory(draft, admin.email)
      return done('created')
    }
    const change = readOrderChange(form, intent)
    if (change) {
      await reorderCategories(change, admin.email)
      return done('moved')
    }
    const remove = /^delete:([A-Za-z0-9_-]{1,64})$/.exec(intent)
    if (remove) {
      await deleteCategory(remove[1]!, admin.email)
      return done('deleted')
    }
    throw new AppError(400, 'That action is not known.')
  } catch (error) {
    return refuseEdit(error, draft)
  }
}

const smallButton =
  'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5'

export default function AdminCategories() {
  const { categories, history } = useLoaderData<typeof loader>()
  const answered = useActionData<typeof action>()
  const [search] = useSearchParams()
  const submit = useSubmit()
  const notice = NOTICES[search.get('notice') as keyof typeof NOTICES]
  const typed = answered?.draft
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Categories</h1>
        <p className="mt-1 text-sm text-black/60">
          The store lists categories in this order (shop filters, the categories page). Drag a row
          by its handle, or use Up and Down.
        </p>
      </div>
      {notice && !answered ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {answered && !typed ? <FormMessage tone="error">{answered.message}</FormMessage> : null}

      <Form method="post" id="category-order">
        <SortableList
          items={categories}
          label="Categories"
          name={(c) => c.name}
          onReorder={(ids) => {
            const body = new FormData()
            body.set('intent', 'reorder')
            for (const id of ids) body.append('order', id)
            submit(body, { method: 'post' })
          }}
        >
          {(c) => (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <Link
                  to={`/admin/categories/${c.id}`}
                  className="font-medium break-words text-brand-700 hover:underline"
                >
                  {c.name}
                </Link>
                <span className="block text-sm break-words text-black/60">
                  /product-category/{c.slug} · {c.activeProducts} active of {c.products}{' '}
                  {c.products === 1 ? 'product' : 'products'}
                </span>
              </span>
              {c.products === 0 ? (
                <button
                  type="submit"
                  name="intent"
                  value={`delete:${c.id}`}
                  aria-label={`Delete ${c.name}`}
                  className={smallButton}
                >
                  Delete
                </button>
              ) : null}
            </div>
          )}
        </SortableList>
      </Form>

      <Form
        method="post"
        key={answered?.key}
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-black/10"
      >
        <h2 className="text-lg font-semibold">New category</h2>
        {typed ? <FormMessage tone="error">{answered?.message}</FormMessage> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldInput
            label="Name"
            id="category-name"
            errors={answered?.errors.name}
            name="name"
            required
            maxLength={CATEGORY_LIMITS.name}
            defaultValue={typed?.name}
          />
          <FieldInput
            label="Web address"
            id="category-slug"
            errors={answered?.errors.slug}
            hint="Leave empty to make it from the name."
            name="slug"
            maxLength={CATEGORY_LIMITS.slug}
            defaultValue={typed?.slug}
          />
        </div>
        <FieldTextarea
          label="Description"
          id="category-description"
          errors={answered?.errors.description}
          name="description"
          required
          rows={3}
          maxLength={CATEGORY_LIMITS.description}
          defaultValue={typed?.description}
        />
        <div>
          <button
            type="submit"
            name="intent"
            value="create"
            className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white"
          >
            Create category
          </button>
        </div>
      </Form>

      <ChangeHistory entries={history} empty="No category changes yet." />
    </div>
  )
}

export const meta = () => privatePageMeta('Categories · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
