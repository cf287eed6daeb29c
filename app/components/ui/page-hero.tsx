import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

export type Crumb = { label: string; href?: string }

/** "Home / Categories / Visiting Cards": links for every step but the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-black/55">
      <Link to="/" className="hover:text-black">
        Home
      </Link>
      {crumbs.map((crumb, i) => (
        <span key={`${crumb.label}-${i}`}>
          {' / '}
          {crumb.href ? (
            <Link to={crumb.href} className="hover:text-black">
              {crumb.label}
            </Link>
          ) : (
            <span className={i === crumbs.length - 1 ? 'text-black/80' : undefined}>
              {crumb.label}
            </span>
          )}
        </span>
      ))}
    </nav>
  )
}

/** Small rounded facts under a page title: "12 products", "From ₹299", "Prices include GST". */
export function FactChips({ facts }: { facts: string[] }) {
  return (
    <ul aria-label="At a glance" className="mt-6 flex flex-wrap gap-2">
      {facts.map((fact) => (
        <li
          key={fact}
          className="rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-black/75 ring-1 ring-black/10"
        >
          {fact}
        </li>
      ))}
    </ul>
  )
}

/** The top band of catalog pages: breadcrumbs, an eyebrow, the serif title, an intro, then extras. */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  intro,
  children,
}: {
  crumbs: Crumb[]
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="border-b border-black/5 bg-gradient-to-b from-white to-paper">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 md:pt-12">
        <Breadcrumbs crumbs={crumbs} />
        {eyebrow ? <p className="mt-6 text-sm font-medium text-brand-600">{eyebrow}</p> : null}
        <h1 className="mt-2 font-display text-4xl leading-tight tracking-tight md:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mt-4 max-w-2xl text-base text-black/65 md:text-lg">{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  )
}

/** The top band of content pages (contact, tracking, policies): eyebrow, serif title, intro. */
export function IntroHero({
  eyebrow,
  title,
  intro,
  children,
  spacing = 'pb-8 md:pt-16 md:pb-12',
}: {
  eyebrow: ReactNode
  title: ReactNode
  /** A paragraph; wrap several in a fragment. */
  intro: ReactNode
  children?: ReactNode
  spacing?: string
}) {
  return (
    <section className="bg-gradient-to-b from-white to-paper">
      <div className={`mx-auto max-w-7xl px-4 pt-10 ${spacing}`}>
        <p className="text-sm font-medium text-brand-600">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight tracking-tight md:text-5xl">
          {title}
        </h1>
        <div className="mt-4 max-w-2xl text-lg text-black/65">{intro}</div>
        {children}
      </div>
    </section>
  )
}
