import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ProductImages, type ProductImagesAnswer } from '#app/components/admin/product-images.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import {
  addProductImage,
  describeProductImage,
  productImagesPage,
  removeProductImage,
  reorderProductImages,
} from '#app/server/admin/product-images.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { discardUploadedFiles, formImage, readUploadForm } from '#app/server/http/body.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { readOrderChange } from '#app/utils/admin-categories.ts'
import {
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_IMAGE_MESSAGES,
  readImageIntent,
  type ProductImageNotice,
} from '#app/utils/product-images.ts'

/**
 * /admin/products/:id/images (issue 24, decision 065): the product's photos. Its forms sit on the
 * product's admin page; a done change answers 303 back there (#images), a refused one answers
 * this page with the section, the message and what was typed (with or without JavaScript).
 * Uploads are multipart, bounded before reading: a declared body over 10 MB and the form is 413.
 */
const MAX_BODY = PRODUCT_IMAGE_LIMITS.maxBytes + 64 * 1024

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const page = await productImagesPage(params.productId ?? '')
  if (!page) throw new Response(PRODUCT_IMAGE_MESSAGES.productNotFound, { status: 404 })
  return data(page)
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const productId = params.productId ?? ''
  let form = new FormData()
  let answer: Omit<ProductImagesAnswer, 'message' | 'errors'> = {}
  const done = (notice: ProductImageNotice) =>
    redirect(`/admin/products/${encodeURIComponent(productId)}?images=${notice}#images`, 303)
  try {
    if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY) {
      await request.body?.cancel().catch(() => {})
      throw new AppError(413, PRODUCT_IMAGE_MESSAGES.tooManyBytes)
    }
    form = await readUploadForm(request, ['image'])
    const intent = String(form.get('intent') ?? '')
    const asked = readImageIntent(form, intent)
    if (asked?.kind === 'add') {
      answer = { alt: asked.alt }
      await addProductImage(productId, formImage(form, 'image'), asked.alt, admin.email)
      return done('added')
    }
    if (asked?.kind === 'describe') {
      answer = { describing: { id: asked.id, alt: asked.alt } }
      await describeProductImage(productId, asked.id, asked.alt, admin.email)
      return done('described')
    }
    if (asked?.kind === 'remove') {
      await removeProductImage(productId, asked.id, admin.email)
      return done('removed')
    }
    const change = readOrderChange(form, intent)
    if (change) {
      await reorderProductImages(productId, change, admin.email)
      return done('moved')
    }
    throw new AppError(400, PRODUCT_IMAGE_MESSAGES.unknown)
  } catch (error) {
    return refuse(error, {
      body: (refusal): ProductImagesAnswer => {
        const errors = refusal.fieldErrors ?? {}
        // A refused file is the file field's problem.
        if ('alt' in answer && !errors.alt) errors.image = [refusal.message]
        return { ...answer, message: refusal.message, errors }
      },
    })
  } finally {
    await discardUploadedFiles(form)
  }
}

export default function AdminProductImages() {
  const { product, images } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link
          to={`/admin/products/${encodeURIComponent(product.id)}`}
          className="font-medium text-brand-600 hover:underline"
        >
          ← {product.name}
        </Link>
      </p>
      <ProductImages productId={product.id} images={images} answer={answer} />
    </div>
  )
}

export const meta = () => privatePageMeta('Product images · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
