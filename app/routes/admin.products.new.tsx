import { randomUUID } from 'node:crypto'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ProductForm } from '#app/components/admin/product-form.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { blankDraft, productFormChoices } from '#app/server/admin/catalog-products.server.ts'
import { createProduct } from '#app/server/admin/catalog-save.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { applyRowIntent, readProductDraft, type ProductDraft } from '#app/utils/admin-catalog.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { BackLink } from '#app/components/admin/back-link.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const category = new URL(request.url).searchParams.get('category') ?? ''
  return data({ draft: blankDraft(category.slice(0, 64)), choices: await productFormChoices() })
}

type ActionData = {
  draft: ProductDraft
  errors: Record<string, string[]>
  message?: string
  key: string
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await request.formData().catch(() => new FormData())
  const intent = String(form.get('intent') ?? 'save')
  const draft = readProductDraft(form)
  const key = randomUUID()
  const moved = applyRowIntent(draft, intent)
  if (moved) return data<ActionData>({ draft: moved, errors: {}, key })
  try {
    if (intent !== 'save') throw new AppError(400, 'That action is not known.')
    const id = await createProduct(draft, admin.email)
    return redirect(`/admin/products/${id}?notice=created`, { status: 303 })
  } catch (error) {
    return refuse(error, {
      body: (refusal): ActionData => ({
        draft,
        errors: refusal.fieldErrors ?? {},
        message: refusal.message,
        key,
      }),
    })
  }
}

export default function NewProduct() {
  const loaded = useLoaderData<typeof loader>()
  const answered = useActionData<typeof action>()
  const pending = useIsPending()
  return (
    <div className="space-y-6">
      <BackLink to="/admin/products">Products</BackLink>
      <h1 className="font-display text-3xl tracking-tight">New product</h1>
      <ProductForm
        draft={answered?.draft ?? loaded.draft}
        errors={answered?.errors ?? {}}
        message={answered?.message}
        choices={loaded.choices}
        pending={pending}
        renderKey={answered?.key ?? 'loaded'}
      />
    </div>
  )
}

export const meta = () => privatePageMeta('New product · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
