import { Link } from '@remix-run/react'
import type { CartLine } from '#app/server/cart/cart.server.ts'

/** The design on a cart line: its preview, the print check's findings and the link to edit it. */
export function DesignLine({
  design,
  preflight,
}: {
  design: NonNullable<CartLine['design']>
  preflight: CartLine['preflight']
}) {
  const errors = preflight?.filter((i) => i.severity === 'error').length ?? 0
  const warnings = (preflight?.length ?? 0) - errors
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
      </p>
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
    </div>
  )
}
