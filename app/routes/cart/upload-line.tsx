import type { CartLine } from '#app/server/cart/cart.server.ts'
import { formatDateTime } from '#app/utils/dates.ts'

/**
 * The shopper's own file on a cart line: what the print check found in words (the same check as
 * a design's, on the real file: decision 032), a link to the file, and when they confirmed its
 * warnings.
 */
export function UploadLine({ item }: { item: CartLine }) {
  const upload = item.upload!
  const preflight = item.preflight
  const errors = preflight?.filter((i) => i.severity === 'error').length ?? 0
  const warnings = (preflight?.length ?? 0) - errors
  return (
    <div className="mt-0.5 text-sm text-black/60">
      <p>
        With your uploaded {upload.pdf ? 'PDF' : 'design'}:{' '}
        <a href={upload.url} className="text-brand-700 underline hover:text-brand-600">
          view your file <span className="sr-only">for {item.name}</span>
        </a>
      </p>
      {upload.summary ? <p className="mt-0.5">{upload.summary}</p> : null}
      {preflight && preflight.length > 0 ? (
        <details className="mt-1">
          <summary
            className={errors ? 'cursor-pointer text-red-700' : 'cursor-pointer text-amber-800'}
          >
            Print check: {errors ? `${errors} ${errors === 1 ? 'problem' : 'problems'}` : ''}
            {errors && warnings ? ', ' : ''}
            {warnings ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : ''}
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {preflight.map((issue, i) => (
              <li key={i}>{issue.message}</li>
            ))}
          </ul>
        </details>
      ) : preflight ? (
        <p className="mt-0.5 text-brand-700">Print check passed</p>
      ) : null}
      {item.proofCheckedAt ? (
        <p className="mt-0.5 text-xs">
          You checked your file on {formatDateTime(item.proofCheckedAt)}.
        </p>
      ) : null}
    </div>
  )
}
