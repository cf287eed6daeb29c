import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { ChangeHistory, changeEntries } from '#app/components/admin/change-history.tsx'
import { FieldInput, FieldTextarea, FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import {
  categoryForAdmin,
  deleteCategory,
  saveCategory,
} from '#app/server/admin/catalog-categories.server.ts'
import { refuseEdit } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  readCategoryDraft,
} from '#app/utils/admin-categories.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { BackLink } from '#app/components/admin/back-link.tsx'

/**
 * /admin/categories/{id}: a category's name, web address (a change leaves the old address
 * answering 301) and description, its history, and delete when no product names it (decision 055).
 */
const NOTICES = {
  saved: 'Saved. The store shows the change within seconds.',
  unchanged: 'Nothing changed.',
} as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const category = await categoryForAdmin(params.categoryId ?? '')
  if (!category) throw new Response(CATEGORY_MESSAGES.notFound, { status: 404 })
  return data({
    category: {
      ...category,
      history: changeEntries(category.history, { labels: false }),
    },
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const id = params.categoryId ?? ''
  const form = await request.formData().catch(() => new FormData())
  const intent = String(form.get('intent') ?? 'save')
  const draft = intent === 'save' ? readCategoryDraft(form) : undefined
  try {
    if (intent === 'delete') {
      await deleteCategory(id, admin.email)
      return redirect('/admin/categories?notice=deleted', 303)
    }
    if (!draft) throw new AppError(400, 'That action is not known.')
    const changed = await saveCategory(id, String(form.get('version') ?? ''), draft, admin.email)
    return redirect(
      `/admin/categories/${encodeURIComponent(id)}?notice=${changed ? 'saved' : 'unchanged'}`,
      303,
    )
  } catch (error) {
    return refuseEdit(error, draft)
  }
}

export default function AdminCategory() {
  const { category } = useLoaderData<typeof loader>()
  const answered = useActionData<typeof action>()
  const [search] = useSearchParams()
  const pending = useIsPending()
  const notice = NOTICES[search.get('notice') as keyof typeof NOTICES]
  const shown = answered?.draft ?? category.draft
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink to="/admin/categories">Categories</BackLink>
      <div>
        <h1 className="font-display text-3xl tracking-tight break-words">{category.draft.name}</h1>
        <p className="mt-1 text-sm break-words text-black/60">
          <a href={`/product-category/${category.draft.slug}`} className="hover:underline">
            /product-category/{category.draft.slug}
          </a>{' '}
          · {category.products} {category.products === 1 ? 'product' : 'products'}
          {category.oldSlugs.length ? ` · old addresses: ${category.oldSlugs.join(', ')}` : ''}
        </p>
      </div>
      {notice && !answered ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {answered ? <FormMessage tone="error">{answered.message}</FormMessage> : null}
      <Form
        method="post"
        key={answered?.key}
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-black/10"
      >
        <input type="hidden" name="version" value={category.version} />
        <FieldInput
          label="Name"
          id="category-name"
          errors={answered?.errors.name}
          name="name"
          required
          maxLength={CATEGORY_LIMITS.name}
          defaultValue={shown.name}
        />
        <FieldInput
          label="Web address"
          id="category-slug"
          errors={answered?.errors.slug}
          hint="Changing it keeps the old address working: it sends visitors here (301)."
          name="slug"
          required
          maxLength={CATEGORY_LIMITS.slug}
          defaultValue={shown.slug}
        />
        <FieldTextarea
          label="Description"
          id="category-description"
          errors={answered?.errors.description}
          name="description"
          required
          rows={4}
          maxLength={CATEGORY_LIMITS.description}
          defaultValue={shown.description}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={pending}
            className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white"
          >
            Save
          </button>
        </div>
      </Form>
      {category.products === 0 ? (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="delete"
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-red-700 ring-1 ring-red-700/30 hover:bg-red-50"
          >
            Delete this category
          </button>
        </Form>
      ) : (
        <p className="text-sm text-black/60">
          A category can be deleted once no product names it: move its products to another category
          from their pages first.
        </p>
      )}
      <ChangeHistory
        entries={category.history}
        empty="No changes recorded since the catalog was seeded."
      />
    </div>
  )
}

export const meta = () => privatePageMeta('Category · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
