import { Link } from '@remix-run/react'
import type { AdminOrder } from '#app/server/admin/order-detail.server.ts'
import { formatPaise } from '#app/utils/money.ts'

/** The ordered items as staff need them: what to print, its checks, and the files. */
export function OrderItemsForStaff({ items }: { items: AdminOrder['items'] }) {
  return (
    <ul className="divide-y divide-black/5">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 px-5 py-4" data-testid="order-item">
          <img
            src={item.imageUrl}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-20 shrink-0 rounded-lg bg-paper object-contain"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <p>
                <span className="text-black/55">{item.position}. </span>
                <Link to={`/product/${item.slug}`} className="font-medium hover:underline">
                  {item.productName}
                </Link>
                {item.designName ? (
                  <span className="text-sm text-black/60"> · design “{item.designName}”</span>
                ) : null}
              </p>
              <p className="font-medium tabular-nums">{formatPaise(item.totalPaise)}</p>
            </div>
            <p className="text-sm text-black/70">
              {item.quantity} × {item.tierQuantity} {item.unit} at{' '}
              {formatPaise(item.unitPricePaise)} a set · HSN {item.hsnCode}, GST{' '}
              {item.gstRateBp / 100}% ({formatPaise(item.taxPaise)} included)
            </p>
            {item.options.length ? (
              <p className="text-sm text-black/70">
                {item.options.map((o) => `${o.option}: ${o.value}`).join(' · ')}
              </p>
            ) : null}
            <Preflight issues={item.preflight} artwork={item.artwork} />
            {item.uploadSummary ? (
              <p className="text-sm text-black/70">{item.uploadSummary}</p>
            ) : null}
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {item.awaitingArtwork ? (
                <span className="font-medium text-amber-800" data-testid="awaiting-artwork">
                  Awaiting artwork: the shopper chose to send the file later
                </span>
              ) : item.artwork === 'none' ? (
                <span className="text-black/60">No artwork yet: nothing to print</span>
              ) : item.printParts.length ? (
                item.printParts.map((part) => (
                  <a
                    key={part.url}
                    href={part.url}
                    className="font-medium text-brand-600 hover:underline"
                  >
                    Print file: {part.label.toLowerCase()}
                  </a>
                ))
              ) : (
                <a href={item.printFileUrl} className="font-medium text-brand-600 hover:underline">
                  {item.artwork === 'upload' && item.uploadIsPdf
                    ? 'Print file (the PDF as uploaded)'
                    : 'Print file with crop marks'}
                </a>
              )}
              <a href={item.ticketUrl} className="font-medium text-brand-600 hover:underline">
                Job ticket
              </a>
              {item.uploads.map((upload, i) => (
                <a
                  key={upload.id}
                  href={upload.url}
                  className="font-medium text-brand-600 hover:underline"
                >
                  Original upload{item.uploads.length > 1 ? ` ${i + 1}` : ''}
                </a>
              ))}
            </p>
            {item.artworkReceivedLabel ? (
              <p className="text-sm text-black/60">
                Artwork sent after payment, {item.artworkReceivedLabel}
              </p>
            ) : null}
            {item.printSha256 ? (
              <p className="font-mono text-xs break-all text-black/55">
                SHA-256 {item.printSha256}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

function Preflight({
  issues,
  artwork,
}: {
  issues: AdminOrder['items'][number]['preflight']
  artwork: AdminOrder['items'][number]['artwork']
}) {
  if (issues === null)
    return (
      <p className="text-sm text-black/60">
        Preflight: {artwork === 'none' ? 'no artwork to check' : 'not checked'}
        {artwork === 'upload' ? ' (an uploaded file)' : ''}.
      </p>
    )
  if (!issues.length) return <p className="text-sm text-emerald-800">Preflight: no problems.</p>
  const errors = issues.filter((i) => i.severity === 'error').length
  return (
    <div className="text-sm">
      <p className={errors ? 'font-semibold text-red-800' : 'font-semibold text-amber-900'}>
        Preflight: {errors ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : ''}
        {errors && issues.length > errors ? ', ' : ''}
        {issues.length > errors
          ? `${issues.length - errors} ${issues.length - errors === 1 ? 'warning' : 'warnings'}`
          : ''}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {issues.map((issue, i) => (
          <li key={`${issue.code}-${issue.elementId ?? i}`}>
            <span className="font-medium">{issue.severity === 'error' ? 'Error' : 'Warning'}:</span>{' '}
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
