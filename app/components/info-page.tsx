import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { MONTHS } from '#app/utils/dates.ts'
import { SITE } from '#app/utils/site.ts'
import { IntroHero } from './ui/page-hero.tsx'

export interface InfoSection {
  /** The anchor the table of contents links to. */
  id: string
  title: string
  content: ReactNode
}

const POLICIES = [
  { href: '/shipping-info', label: 'Shipping information' },
  { href: '/returns-refunds', label: 'Returns and refunds' },
  { href: '/terms-of-service', label: 'Terms of service' },
  { href: '/privacy-policy', label: 'Privacy policy' },
]

/** "2026-11-22" → "22 November 2026", the same on the server and in every browser. */
function formatIsoDate(iso: string) {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

// Body text styles for the sections' plain HTML (paragraphs, lists, tables, links).
const prose =
  'leading-relaxed text-black/75 [&>h3]:mt-8 [&>h3]:font-semibold [&>h3]:text-ink [&>ol]:mt-4 [&>ol]:list-decimal [&>ol]:space-y-2 [&>ol]:pl-5 [&>p]:mt-4 [&>ul]:mt-4 [&>ul]:list-disc [&>ul]:space-y-2 [&>ul]:pl-5 [&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline-offset-4 [&_a:hover]:underline [&_strong]:font-semibold [&_strong]:text-ink'

/** The shared layout of the policy and help pages: heading, last-updated date, contents, sections. */
export function InfoPage({
  eyebrow,
  title,
  intro,
  updated,
  sections,
}: {
  eyebrow: string
  title: string
  intro: ReactNode
  /** ISO date, e.g. "2026-11-22". */
  updated: string
  sections: InfoSection[]
}) {
  return (
    <>
      <IntroHero eyebrow={eyebrow} title={title} intro={intro} spacing="pb-10 md:pt-16 md:pb-14">
        <p className="mt-6 text-sm text-black/60">
          Last updated <time dateTime={updated}>{formatIsoDate(updated)}</time>
        </p>
      </IntroHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-[15rem_1fr] lg:gap-16">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-48 lg:self-start">
          <div className="rounded-2xl bg-white p-5 ring-1 ring-black/5 lg:bg-transparent lg:p-0 lg:ring-0">
            <h2
              id="toc-heading"
              className="text-xs font-semibold tracking-wide text-black/60 uppercase"
            >
              On this page
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded-md py-1 text-black/70 hover:text-brand-600"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="min-w-0 max-w-3xl">
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={`scroll-mt-32 lg:scroll-mt-48 ${i > 0 ? 'mt-12 border-t border-black/5 pt-12' : ''}`}
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight">
                {section.title}
              </h2>
              <div className={prose}>{section.content}</div>
            </section>
          ))}

          <aside className="mt-14 rounded-3xl bg-ink p-6 text-white md:p-10">
            <h2 className="text-xl font-semibold tracking-tight">Still have a question?</h2>
            <p className="mt-2 text-white/70">
              Our team answers within one working day. {SITE.supportHours}.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to="/contact"
                className="rounded-full bg-white px-6 py-3 text-sm font-semibold text-ink"
              >
                Contact us
              </Link>
              <a
                href={SITE.phoneHref}
                className="rounded-full px-6 py-3 text-sm font-semibold ring-1 ring-white/40 hover:ring-white"
              >
                Call {SITE.phoneDisplay}
              </a>
            </div>
          </aside>

          <nav aria-label="Our policies" className="mt-10">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {POLICIES.map((policy) => (
                <li key={policy.href}>
                  <Link to={policy.href} className="text-black/60 hover:text-brand-600">
                    {policy.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  )
}
