import { randomUUID } from 'node:crypto'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { changeEntries } from '#app/components/admin/change-history.tsx'
import { ProductForm } from '#app/components/admin/product-form.tsx'
import { ProductImages } from '#app/components/admin/product-images.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { productForAdmin, productFormChoices } from '#app/server/admin/catalog-products.server.ts'
import { productImagesForAdmin } from '#app/server/admin/product-images.server.ts'
import {
  duplicateProduct,
  saveProduct,
  setArchived,
} from '#app/server/admin/catalog-save.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import {
  CATALOG_MESSAGES,
  PRODUCT_STATUS_LABELS,
  applyRowIntent,
  readProductDraft,
  type ProductDraft,
} from '#app/utils/admin-catalog.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { ProductHistory } from './history.tsx'
import { BackLink } from '#app/components/admin/back-link.tsx'

const NOTICES = {
  created: 'Product created.',
  saved: 'Saved. The store shows the change within seconds.',
  unchanged: 'Nothing changed.',
  duplicated: 'This is the copy, as a draft. Change its name and web address, then save.',
  archived: 'Archived: the product is hidden from the store and kept for its orders.',
  restored: 'Restored as a draft.',
} as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const product = await productForAdmin(params.productId ?? '')
  if (!product) throw new Response(CATALOG_MESSAGES.notFound, { status: 404 })
  return data({
    product: {
      ...product,
      history: changeEntries(product.history),
    },
    choices: await productFormChoices(),
    images: await productImagesForAdmin(product.id),
  })
}

type ActionData = {
  draft?: ProductDraft
  errors: Record<string, string[]>
  message?: string
  key: string
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const productId = params.productId ?? ''
  const form = await request.formData().catch(() => new FormData())
  const intent = String(form.get('intent') ?? 'save')
  const version = String(form.get('version') ?? '')
  const key = randomUUID()
  const done = (notice: keyof typeof NOTICES, id = productId) =>
    redirect(`/admin/products/${encodeURIComponent(id)}?notice=${notice}`, { status: 303 })
  const draft = readProductDraft(form)
  const moved = applyRowIntent(draft, intent)
  if (moved) return data<ActionData>({ draft: moved, errors: {}, key })
  try {
    switch (intent) {
      case 'save': {
        const { changed } = await saveProduct(productId, version, draft, admin.email)
        return done(changed ? 'saved' : 'unchanged')
      }
      case 'duplicate':
        return done('duplicated', await duplicateProduct(productId, admin.email))
      case 'archive':
      case 'restore':
        await setArchived(productId, version, intent === 'archive', admin.email)
        return done(intent === 'archive' ? 'archived' : 'restored')
      default:
        throw new AppError(400, 'That action is not known.')
    }
  } catch (error) {
    return refuse(error, {
      body: (refusal): ActionData => ({
        draft: intent === 'save' ? draft : undefined,
        errors: refusal.fieldErrors ?? {},
        message: refusal.message,
        key,
      }),
    })
  }
}

const actionButton =
  'rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5'

export default function AdminProduct() {
  const { product, choices, images } = useLoaderData<typeof loader>()
  const answered = useActionData<typeof action>()
  const [search] = useSearchParams()
  const pending = useIsPending()
  const notice = NOTICES[search.get('notice') as keyof typeof NOTICES]
  const archived = product.status === 'archived'
  return (
    <div className="space-y-6">
      <BackLink to="/admin/products">Products</BackLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl tracking-tight break-words">{product.draft.name}</h1>
          <p className="mt-1 text-sm text-black/60">
            {PRODUCT_STATUS_LABELS[product.status]} ·{' '}
            {product.status === 'active' ? (
              <a href={`/product/${product.draft.slug}`} className="hover:underline">
                /product/{product.draft.slug}
              </a>
            ) : (
              `/product/${product.draft.slug}`
            )}{' '}
            · in {product.orderLines} order {product.orderLines === 1 ? 'line' : 'lines'}
            {product.oldSlugs.length ? ` · old addresses: ${product.oldSlugs.join(', ')}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <button type="submit" name="intent" value="duplicate" className={actionButton}>
              Duplicate
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="version" value={product.version} />
            <button
              type="submit"
              name="intent"
              value={archived ? 'restore' : 'archive'}
              className={actionButton}
            >
              {archived ? 'Restore as draft' : 'Archive'}
            </button>
          </Form>
        </div>
      </div>
      {notice && !answered ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {answered?.message && !answered.draft ? (
        <FormMessage tone="error">{answered.message}</FormMessage>
      ) : null}
      <ProductForm
        draft={answered?.draft ?? product.draft}
        errors={answered?.errors ?? {}}
        message={answered?.draft ? answered.message : undefined}
        choices={choices}
        version={product.version}
        pending={pending}
        renderKey={answered?.key ?? product.version}
      />
      <ProductImages productId={product.id} images={images} notice={search.get('images')} />
      <ProductHistory entries={product.history} />
    </div>
  )
}

export const meta = () => privatePageMeta('Product · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
