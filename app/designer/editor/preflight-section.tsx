/**
 * The panel's print check: the design's preflight findings (errors to fix, warnings to check),
 * each naming its side; choosing one shows that side and selects the element concerned.
 */
import type { DesignDocument } from '../document.ts'
import type { PreflightIssue } from '../preflight.ts'

export function PreflightSection({
  issues,
  doc,
  onPick,
}: {
  issues: PreflightIssue[]
  doc: DesignDocument
  onPick: (issue: PreflightIssue) => void
}) {
  return (
    <section aria-labelledby="preflight-title" className="border-b border-black/10 px-4 py-3">
      <h2
        id="preflight-title"
        className="mb-2 text-xs font-semibold uppercase tracking-wide text-black/60"
      >
        Print check
      </h2>
      {issues.length === 0 ? (
        <p className="text-sm text-emerald-800" data-testid="preflight-ok">
          No problems found: ready to print.
        </p>
      ) : (
        <ul className="space-y-1.5" data-testid="preflight">
          {issues.map((issue, i) => {
            const sideName = doc.sides.find((s) => s.id === issue.sideId)?.name ?? ''
            return (
              <li key={`${issue.code}-${issue.sideId}-${issue.elementId ?? ''}-${i}`}>
                <button
                  type="button"
                  className={`w-full rounded-md p-2 text-left text-xs ring-1 ${
                    issue.severity === 'error'
                      ? 'bg-red-50 text-red-800 ring-red-200'
                      : 'bg-amber-50 text-amber-900 ring-amber-200'
                  }`}
                  onClick={() => onPick(issue)}
                >
                  <span className="font-medium">
                    {issue.severity === 'error' ? 'Must fix' : 'Check'} · {sideName}:
                  </span>{' '}
                  {issue.message}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
