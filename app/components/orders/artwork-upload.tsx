import type { ReactNode } from 'react'
import { Form } from '@remix-run/react'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { BackFileInput } from '#app/components/back-file-input.tsx'

const FILE_INPUT =
  'block w-full max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700'

export const lateArtworkUrl = (orderId: string, itemId: string) =>
  `/account/orders/${orderId}/items/${itemId}/artwork`

/**
 * The upload form of an order item that waits for the shopper's file (decision 033): a plain
 * multipart post to the item's artwork route, with or without JavaScript. The proof page
 * (decision 054) posts the same fields to its own `action`, with an `intent` and its `children`
 * (a message) before the button.
 */
export function ArtworkUploadForm({
  orderId,
  itemId,
  productName,
  sides = ['Front'],
  error,
  action = lateArtworkUrl(orderId, itemId),
  intent,
  submitLabel = 'Upload file',
  children,
}: {
  orderId: string
  itemId: string
  productName: string
  /** The printed sides at the options ordered: two mean a field for the back's image too. */
  sides?: string[]
  error?: string | null
  action?: string
  intent?: string
  submitLabel?: string
  children?: ReactNode
}) {
  const twoSided = sides.length === 2
  const pending = useIsPending({ formAction: action })
  const id = `artwork-${itemId}`
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="space-y-2"
      aria-label={`Upload the file for ${productName}`}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Your file for {productName}
        {twoSided ? ': front (or a 2-page PDF)' : ''}
      </label>
      <p id={`${id}-hint`} className="text-xs text-black/55">
        A JPG, PNG, WebP, TIFF or PDF up to 25 MB, 300 DPI at the size with bleed. We check it as
        soon as it arrives.
      </p>
      <input
        id={id}
        name="design"
        type="file"
        required
        accept="image/jpeg,image/png,image/webp,image/tiff,application/pdf,.pdf"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className={FILE_INPUT}
      />
      {twoSided ? (
        <BackFileInput id={id} labelClass="block text-sm font-medium" inputClass={FILE_INPUT} />
      ) : null}
      <label htmlFor={`${id}-proof`} className="flex items-start gap-2 text-sm">
        <input id={`${id}-proof`} type="checkbox" name="proofChecked" className="mt-0.5 size-4" />
        <span>
          I have checked my proof{' '}
          <span className="text-black/55">(tick if we warned you about this file)</span>
        </span>
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <SubmitButton pending={pending} pendingText="Uploading…">
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}

/** The order page's "Awaiting artwork" card: one upload form per waiting item. */
export function AwaitingArtwork({
  orderId,
  items,
}: {
  orderId: string
  items: { id: string; productName: string; awaitingArtwork: boolean }[]
}) {
  const waiting = items.filter((item) => item.awaitingArtwork)
  if (!waiting.length) return null
  return (
    <section
      aria-labelledby="awaiting-artwork"
      className="space-y-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <div>
        <h3 id="awaiting-artwork" className="font-semibold text-amber-900">
          {ARTWORK_TEXT.awaiting}
        </h3>
        <p className="mt-1 text-sm text-amber-900">
          You chose to send your file later. We print your order as soon as{' '}
          {waiting.length === 1 ? 'it arrives' : 'every file has arrived'}.
        </p>
      </div>
      {waiting.map((item) => (
        <ArtworkUploadForm
          key={item.id}
          orderId={orderId}
          itemId={item.id}
          productName={item.productName}
        />
      ))}
    </section>
  )
}
