import type { CartLine } from '#app/server/cart/cart.server.ts'
import { formatDateTime } from '#app/utils/dates.ts'

/**
 * What the print check found on a cart line's design or file, in words (folded: "Print check: 1
 * problem, 2 warnings"), or that it passed; then when the shopper confirmed its warnings, as
 * "You checked your `checked`", the proof or the file.
 */
export function PrintCheck({ item, checked }: { item: CartLine; checked: 'proof' | 'file' }) {
  const preflight = item.preflight
  const errors = preflight?.filter((i) => i.severity === 'error').length ?? 0
  const warnings = (preflight?.length ?? 0) - errors
  return (
    <>
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
          {`You checked your ${checked} on `}
          {formatDateTime(item.proofCheckedAt)}.
        </p>
      ) : null}
    </>
  )
}
