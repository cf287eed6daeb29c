import { SITE } from '#app/utils/site.ts'

/**
 * The parts a published review shows beyond its text, on the product page, /reviews and the
 * admin's queue alike: the "Verified buyer" mark and the shop's public reply.
 */

/** The reviewer had a paid order of this product. */
export function VerifiedBuyer() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3.5 fill-current">
        <path d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
      </svg>
      Verified buyer
    </span>
  )
}

/** The shop's answer under a review. */
export function ShopReply({ text, dateLabel }: { text: string; dateLabel: string | null }) {
  return (
    <div className="mt-4 rounded-xl bg-paper p-4 text-sm">
      <p className="font-semibold">
        Reply from {SITE.name}
        {dateLabel ? <span className="font-normal text-black/55"> · {dateLabel}</span> : null}
      </p>
      <p className="mt-1 whitespace-pre-line text-black/70">{text}</p>
    </div>
  )
}
