import { Form, useSubmit } from '@remix-run/react'
import { FieldInput, FormMessage } from '#app/components/forms.tsx'
import {
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_IMAGE_NOTICES,
  productImagesPath,
  type ProductImageNotice,
  type ShownImage,
} from '#app/utils/product-images.ts'
import { PhotoThumb } from '#app/components/product-gallery.tsx'
import { reorderBody, SortableList } from './sortable-list.tsx'

export interface AdminProductImage extends ShownImage {
  id: string
}

/** What the images route answers a refused post with: the message and what was typed. */
export interface ProductImagesAnswer {
  message: string
  errors: Record<string, string[]>
  alt?: string
  /** The photo whose description was refused, with the text typed for it. */
  describing?: { id: string; alt: string }
}

const smallButton =
  'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5'

/** A row's submit button: its intent names the photo (`remove:<id>`). */
function RowButton({
  intent,
  label,
  children,
}: {
  intent: string
  label?: string
  children: string
}) {
  return (
    <button type="submit" name="intent" value={intent} aria-label={label} className={smallButton}>
      {children}
    </button>
  )
}

/**
 * A product's photos on its admin page (decision 065): the list in order (Up/Down without
 * JavaScript, drag with it), each photo's description and a Remove button, and the upload form.
 * Every form posts to the images route, which answers 303 back to the product page, or a refusal
 * with this section and what was typed.
 */
export function ProductImages({
  productId,
  images,
  notice,
  answer,
}: {
  productId: string
  images: AdminProductImage[]
  notice?: string | null
  answer?: ProductImagesAnswer
}) {
  const submit = useSubmit()
  const action = productImagesPath(productId)
  const shown = PRODUCT_IMAGE_NOTICES[notice as ProductImageNotice]
  const full = images.length >= PRODUCT_IMAGE_LIMITS.perProduct
  return (
    <section
      id="images"
      aria-labelledby="images-title"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-black/5"
    >
      <div>
        <h2 id="images-title" className="font-display text-xl">
          Images
        </h2>
        <p className="mt-1 text-sm text-black/60">
          The first photo shows on product cards; the product page shows them all in this order.
          With no photo the store shows the generated art.
        </p>
      </div>
      {shown && !answer ? <FormMessage tone="success">{shown}</FormMessage> : null}
      {answer && !answer.errors.alt && !answer.errors.image ? (
        <FormMessage tone="error">{answer.message}</FormMessage>
      ) : null}

      {images.length ? (
        <Form method="post" action={action} id="image-order">
          <SortableList
            items={images}
            label="Images"
            name={(i) => i.alt}
            onReorder={(ids) => submit(reorderBody(ids), { method: 'post', action })}
          >
            {(image, index) => (
              <div className="flex flex-wrap items-center gap-3">
                <PhotoThumb
                  image={image}
                  width={96}
                  className="h-16 w-24 rounded ring-1 ring-black/10"
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-medium">
                    {index === 0 ? 'Card photo · ' : ''}
                    {image.width} × {image.height} px
                  </span>
                  <label htmlFor={`alt-${image.id}`} className="sr-only">
                    Description of photo {index + 1}
                  </label>
                  <input
                    id={`alt-${image.id}`}
                    name={`alt-${image.id}`}
                    defaultValue={
                      answer?.describing?.id === image.id ? answer.describing.alt : image.alt
                    }
                    maxLength={PRODUCT_IMAGE_LIMITS.alt}
                    aria-invalid={answer?.describing?.id === image.id ? true : undefined}
                    className="mt-1 w-full rounded-lg border border-black/15 px-2 py-1"
                  />
                  {answer?.describing?.id === image.id ? (
                    <span className="mt-1 block text-red-700">{answer.message}</span>
                  ) : null}
                </span>
                <span className="flex gap-1">
                  <RowButton intent={`describe:${image.id}`}>Save text</RowButton>
                  <RowButton intent={`remove:${image.id}`} label={`Remove ${image.alt}`}>
                    Remove
                  </RowButton>
                </span>
              </div>
            )}
          </SortableList>
        </Form>
      ) : (
        <p className="text-sm text-black/60">No photos yet: the store shows the generated art.</p>
      )}

      {full ? (
        <p className="text-sm text-black/60">
          This product has {PRODUCT_IMAGE_LIMITS.perProduct} photos, the most it can have.
        </p>
      ) : (
        <Form
          method="post"
          action={action}
          encType="multipart/form-data"
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div>
            <label htmlFor="product-image-file" className="block text-sm font-medium">
              Photo
            </label>
            <input
              id="product-image-file"
              type="file"
              name="image"
              required
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="product-image-hint"
              aria-invalid={answer?.errors.image ? true : undefined}
              className="mt-1 block w-full text-sm"
            />
            <p id="product-image-hint" className="mt-1 text-xs text-black/60">
              JPG, PNG or WebP, up to 10 MB, the shorter side at least{' '}
              {PRODUCT_IMAGE_LIMITS.minSide} pixels.
            </p>
            {answer?.errors.image ? (
              <p className="mt-1 text-sm text-red-700">{answer.errors.image[0]}</p>
            ) : null}
          </div>
          <FieldInput
            label="Description (alternative text)"
            id="product-image-alt"
            name="alt"
            required
            maxLength={PRODUCT_IMAGE_LIMITS.alt}
            errors={answer?.errors.alt}
            defaultValue={answer?.alt}
          />
          <button
            type="submit"
            name="intent"
            value="add"
            className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white"
          >
            Upload photo
          </button>
        </Form>
      )}
    </section>
  )
}
