import { Link } from '@remix-run/react'
import { SITE } from '#app/utils/site.ts'

export function ContactDetails() {
  return (
    <aside aria-labelledby="reach-us" className="space-y-6">
      <div className="rounded-3xl bg-ink p-6 text-white md:p-10">
        <h2 id="reach-us" className="text-xl font-semibold tracking-tight">
          Reach us directly
        </h2>
        <dl className="mt-6 space-y-5 text-sm">
          <div>
            <dt className="text-white/55">Phone</dt>
            <dd className="mt-1">
              <a href={SITE.phoneHref} className="text-lg font-semibold hover:underline">
                {SITE.phoneDisplay}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-white/55">Email</dt>
            <dd className="mt-1">
              <a href={`mailto:${SITE.email}`} className="text-lg font-semibold hover:underline">
                {SITE.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-white/55">Studio</dt>
            <dd className="mt-1 not-italic">{SITE.address}</dd>
          </div>
          <div>
            <dt className="text-white/55">Hours</dt>
            <dd className="mt-1">{SITE.supportHours}</dd>
          </div>
        </dl>
      </div>
      <div className="rounded-3xl bg-white p-6 ring-1 ring-black/5 md:p-8">
        <h2 className="font-semibold">Already ordered?</h2>
        <p className="mt-2 text-sm text-black/60">
          See your order&apos;s status and courier details any time.
        </p>
        <Link
          to="/track-order"
          className="mt-4 inline-block rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
        >
          Track your order
        </Link>
      </div>
    </aside>
  )
}
