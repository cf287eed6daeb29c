import type { CartLine } from '#app/server/cart/cart.server.ts'
import { PrintCheck } from './print-check.tsx'

/**
 * The shopper's own file on a cart line: what the print check found in words (the same check as
 * a design's, on the real file: decision 032), a link to the file, and when they confirmed its
 * warnings.
 */
export function UploadLine({ item }: { item: CartLine }) {
  const upload = item.upload!
  return (
    <div className="mt-0.5 text-sm text-black/60">
      <p>
        With your uploaded {upload.pdf ? 'PDF' : 'design'}:{' '}
        <a href={upload.url} className="text-brand-700 underline hover:text-brand-600">
          view your file <span className="sr-only">for {item.name}</span>
        </a>
      </p>
      {upload.summary ? <p className="mt-0.5">{upload.summary}</p> : null}
      <PrintCheck item={item} checked="file" />
    </div>
  )
}
