import { Form, Link } from '@remix-run/react'
import type { CartLine } from '#app/server/cart/cart.server.ts'
import { PrintCheck } from './print-check.tsx'

/**
 * The design on a cart line: the print check's findings, the proof (with or without crop marks),
 * the link to edit it, and, when the design was edited after it was added, the form that checks
 * it again (checkout waits for it; warnings need "I have checked my proof" again).
 */
export function DesignLine({ item }: { item: CartLine }) {
  const design = item.design!
  const checkId = `proof-check-${item.id}`
  return (
    <div className="mt-0.5 text-sm text-black/60">
      <p>
        Design: <span className="font-medium text-black/80">{design.name}</span>
      </p>
      <p className="mt-0.5 flex flex-wrap gap-x-3">
        <Link to={design.editUrl} className="text-brand-700 underline hover:text-brand-600">
          Edit design <span className="sr-only">{design.name}</span>
        </Link>
        <a
          href={design.proofUrl}
          download
          className="text-brand-700 underline hover:text-brand-600"
        >
          Download proof (PDF) <span className="sr-only">of {design.name}</span>
        </a>
        <a
          href={`${design.proofUrl}?marks=1`}
          download
          className="text-brand-700 underline hover:text-brand-600"
        >
          Proof with crop marks <span className="sr-only">of {design.name}</span>
        </a>
      </p>
      {item.designChanged ? (
        <Form
          method="post"
          className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200"
        >
          <input type="hidden" name="intent" value="recheck-design" />
          <input type="hidden" name="itemId" value={item.id} />
          <p role="status">
            You changed this design after adding it. Check it again before you check out.
          </p>
          <label htmlFor={checkId} className="mt-2 flex min-h-11 items-center gap-2">
            <input id={checkId} type="checkbox" name="proofChecked" className="size-5" />I have
            checked my proof
          </label>
          <button
            type="submit"
            className="mt-1 min-h-11 rounded-full bg-ink px-4 text-sm font-semibold text-white"
          >
            Check my design again <span className="sr-only">({design.name})</span>
          </button>
        </Form>
      ) : null}
      <PrintCheck item={item} checked="proof" />
    </div>
  )
}
