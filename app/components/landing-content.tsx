import type { LandingContent } from '#app/server/catalog/browse.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { FREE_SHIPPING_THRESHOLD_PAISE } from '#app/utils/shipping.ts'

/** Splits "Intro. 1. First step. 2. Second step. Closing remark." into intro, steps and remark. */
function splitSteps(body: string) {
  const [lead = '', ...steps] = body.split(/(?:^|\s)\d{1,2}\.\s+(?=[A-Z])/)
  if (steps.length < 2) return { lead: body, steps: [] as string[], tail: '' }
  // The last step is one sentence; what follows it is a remark about all the steps.
  const last = steps.pop()!.trim()
  const end = last.search(/\.\s+(?=[A-Z])/)
  steps.push(end > 0 ? last.slice(0, end + 1) : last)
  return {
    lead: lead.trim(),
    steps: steps.map((s) => s.trim()),
    tail: end > 0 ? last.slice(end + 1).trim() : '',
  }
}

/**
 * Which sections take the full width of the two-column grid: how-to steps always do, and so does a
 * section that would otherwise sit alone in its row (before a full-width one, or last).
 */
function fullWidthFlags(stepCounts: number[]) {
  let column = 0
  return stepCounts.map((steps, i) => {
    const next = stepCounts[i + 1]
    const full = steps > 0 || (column === 0 && (next === undefined || next > 0))
    column = full ? 0 : (column + 1) % 2
    return full
  })
}

/** Editorial sections of a landing page; numbered how-to steps become an ordered list. */
export function LandingSections({ sections }: { sections: LandingContent['sections'] }) {
  const parts = sections.map((section) => ({ ...section, ...splitSteps(section.body) }))
  const full = fullWidthFlags(parts.map((p) => p.steps.length))
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {parts.map(({ heading, lead, steps, tail }, i) => (
        <article
          key={heading}
          className={`rounded-2xl bg-white p-6 ring-1 ring-black/5 md:p-8 ${full[i] ? 'md:col-span-2' : ''}`}
        >
          <p className="text-xs font-semibold tracking-widest text-brand-600 uppercase">
            {String(i + 1).padStart(2, '0')}
          </p>
          <h3 className="mt-2 text-xl font-semibold tracking-tight">{heading}</h3>
          {lead ? <p className="mt-3 max-w-4xl leading-relaxed text-black/70">{lead}</p> : null}
          {steps.length ? (
            <ol className="mt-5 grid gap-3 md:grid-cols-2">
              {steps.map((step, n) => (
                <li key={n} className="flex gap-3 rounded-xl bg-paper p-4 text-sm text-black/75">
                  <span
                    aria-hidden="true"
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-ink text-xs font-semibold text-white"
                  >
                    {n + 1}
                  </span>
                  <span className="leading-relaxed">{step}</span>
                </li>
              ))}
            </ol>
          ) : null}
          {tail ? <p className="mt-4 max-w-4xl leading-relaxed text-black/70">{tail}</p> : null}
        </article>
      ))}
    </div>
  )
}

/** A landing page's price list: label, note and a GST-inclusive price. */
export function PriceTable({
  rows,
  caption,
}: {
  rows: NonNullable<LandingContent['priceTable']>
  caption: string
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-black/5">
      <table className="w-full text-left text-sm">
        <caption className="border-b border-black/5 px-5 py-4 text-left">
          <span className="block text-base font-semibold">{caption}</span>
          <span className="mt-0.5 block text-xs text-black/55">
            All prices include GST. Free shipping over {formatPaise(FREE_SHIPPING_THRESHOLD_PAISE)}.
          </span>
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Pack</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-5 py-3.5 font-normal">
                <span className="block font-medium">{row.label}</span>
                <span className="mt-0.5 block text-xs text-black/55">{row.note}</span>
              </th>
              <td className="px-5 py-3.5 text-right text-base font-semibold whitespace-nowrap tabular-nums">
                {formatPaise(row.pricePaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
