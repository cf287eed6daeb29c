import { Link } from '@remix-run/react'
import { formatDateTime } from '#app/utils/dates.ts'
import { formatPaise } from '#app/utils/money.ts'

/**
 * The parts of an order every order page shows the same way: the items with their previews and
 * proofs, the totals with the GST split, the delivery address and the timeline. The confirmation,
 * the account's order detail and tracking compose them.
 */

export interface OrderItemPart {
  id: string
  productName: string
  slug: string
  options: { option: string; value: string }[]
  tierQuantity: number
  quantity: number
  unit: string
  totalPaise: number
  imageUrl: string
  designName: string | null
  proofUrl: string | null
  proofCheckedAt?: string | null
  /** Where the item stands in prepress (a paid order), with the link while it is the shopper's turn. */
  prepress?: { status: string; label: string; proofPath: string | null } | null
}

export function OrderItems({ items }: { items: OrderItemPart[] }) {
  return (
    <ul className="divide-y divide-black/5">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 px-5 py-4">
          <img
            src={item.imageUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-lg bg-paper object-contain"
          />
          <div className="min-w-0 flex-1">
            <Link to={`/product/${item.slug}`} className="font-medium hover:underline">
              {item.productName}
            </Link>
            <p className="text-sm text-black/60">
              {item.quantity} × {item.tierQuantity} {item.unit}
              {item.options.length
                ? ` · ${item.options.map((o) => `${o.option}: ${o.value}`).join(', ')}`
                : ''}
            </p>
            {item.proofUrl ? (
              <p className="mt-1 text-sm">
                {item.designName ? (
                  <span className="text-black/60">{item.designName} · </span>
                ) : null}
                <a href={item.proofUrl} className="font-medium text-brand-600 hover:underline">
                  Proof (PDF)
                </a>
                <span className="text-black/60"> · </span>
                <a
                  href={`${item.proofUrl}${item.proofUrl.includes('?') ? '&' : '?'}marks=0`}
                  className="font-medium text-brand-600 hover:underline"
                >
                  Proof without crop marks
                </a>
              </p>
            ) : null}
            {item.prepress ? (
              <p className="mt-1 text-sm" data-testid="prepress-status">
                <span className="text-black/60">File check: </span>
                <strong>{item.prepress.label}</strong>
                {item.prepress.proofPath ? (
                  <>
                    {' · '}
                    <a
                      href={item.prepress.proofPath}
                      className="font-medium text-brand-600 hover:underline"
                    >
                      See and approve your proof
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            {item.proofCheckedAt ? (
              <p className="mt-0.5 text-xs text-black/60">
                You checked the proof and accepted its print-check warnings on{' '}
                {formatDateTime(item.proofCheckedAt)}.
              </p>
            ) : null}
          </div>
          <p className="font-medium tabular-nums">{formatPaise(item.totalPaise)}</p>
        </li>
      ))}
    </ul>
  )
}

export interface OrderTotalsPart {
  subtotalPaise: number
  discountPaise: number
  loyaltyPointsUsed: number
  /** One line per promotion and one for the points (orderDiscountLines). */
  discountLines?: { label: string; amountPaise: number; freeShipping: boolean }[]
  shippingPaise: number
  taxPaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'pt-1 text-base font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-black/60'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

export function OrderTotals({ totals }: { totals: OrderTotalsPart }) {
  return (
    <dl className="space-y-1 border-t border-black/5 px-5 py-4 text-sm">
      <Row label="Subtotal" value={formatPaise(totals.subtotalPaise)} />
      {totals.discountLines
        ? totals.discountLines.map((line) => (
            <Row
              key={line.label}
              label={line.label}
              value={line.amountPaise ? `−${formatPaise(line.amountPaise)}` : 'Free shipping'}
            />
          ))
        : null}
      {totals.discountPaise && !totals.discountLines ? (
        <Row
          label={`Discount (${totals.loyaltyPointsUsed} points)`}
          value={`−${formatPaise(totals.discountPaise)}`}
        />
      ) : null}
      <Row
        label="Shipping"
        value={totals.shippingPaise ? formatPaise(totals.shippingPaise) : 'Free'}
      />
      <Row label="Total" value={formatPaise(totals.totalPaise)} strong />
      {totals.taxPaise ? (
        <>
          <Row label="GST included" value={formatPaise(totals.taxPaise)} />
          {totals.igstPaise ? (
            <Row label="IGST" value={formatPaise(totals.igstPaise)} />
          ) : (
            <>
              <Row label="CGST" value={formatPaise(totals.cgstPaise)} />
              <Row label="SGST" value={formatPaise(totals.sgstPaise)} />
            </>
          )}
        </>
      ) : null}
    </dl>
  )
}

export interface AddressPart {
  name: string
  phone: string
  line1: string
  line2: string
  landmark: string
  city: string
  state: string
  pinCode: string
}

export function DeliveryAddress({ address }: { address: AddressPart }) {
  return (
    <address className="text-sm leading-6 not-italic">
      {address.name}
      <br />
      {[address.line1, address.line2].filter(Boolean).join(', ')}
      {address.landmark ? (
        <>
          <br />
          {address.landmark}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.pinCode}
      {address.phone ? (
        <>
          <br />
          Phone {address.phone}
        </>
      ) : null}
    </address>
  )
}

export interface TimelineEntryPart {
  id: string
  title: string
  note: string
  atLabel: string
}

/** Newest first; the first dot is the order's current state. */
export function OrderTimeline({ entries }: { entries: TimelineEntryPart[] }) {
  if (!entries.length) return <p className="text-sm text-black/60">No updates yet.</p>
  return (
    <ol className="space-y-5 border-l border-black/10 pl-5">
      {entries.map((entry, i) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full ring-4 ring-white ${
              i === 0 ? 'bg-brand-500' : 'bg-black/25'
            }`}
          />
          <p className="font-medium">{entry.title}</p>
          <p className="text-sm text-black/60">{entry.atLabel}</p>
          {entry.note ? <p className="mt-1 text-sm text-black/70">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  )
}

/**
 * The courier, the tracking number (AWB) and a link to the courier's own tracking page; for a
 * courier we have no page for, the number alone.
 */
export function CourierTracking({
  tracking,
}: {
  tracking: { courier: string; awb: string | null; url: string | null } | null
}) {
  if (!tracking) return null
  return (
    <div className="text-sm" data-testid="courier-tracking">
      <dl className="grid gap-4 sm:grid-cols-2">
        {tracking.courier ? (
          <div>
            <dt className="text-black/60">Courier</dt>
            <dd className="mt-1 font-medium">{tracking.courier}</dd>
          </div>
        ) : null}
        {tracking.awb ? (
          <div>
            <dt className="text-black/60">Tracking number</dt>
            <dd className="mt-1 font-mono font-medium break-all">{tracking.awb}</dd>
          </div>
        ) : null}
      </dl>
      {tracking.url ? (
        <a
          href={tracking.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block font-semibold text-brand-600 hover:underline"
        >
          Track on {tracking.courier}’s website
          <span className="sr-only"> (opens in a new tab)</span> ↗
        </a>
      ) : null}
    </div>
  )
}
