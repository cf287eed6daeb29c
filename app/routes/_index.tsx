import { data, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Link,
  useLoaderData,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from '@remix-run/react'
import { ProductGrid } from '#app/components/product-card.tsx'
import { getHomeGroups } from '#app/server/catalog/catalog.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { FREE_SHIPPING_OVER } from '#app/utils/shipping.ts'
import { SITE } from '#app/utils/site.ts'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { StaticPart } from '#app/components/layout/static-island.tsx'

const HERO_TABS = [
  {
    key: 'overview',
    label: 'Overview',
    headline: 'Print that makes your brand look premium',
    subtitle:
      'Visiting cards, stationery, signs, labels and gifts: designed in your browser, checked by a person, printed in 24 hours.',
    cta: { label: 'Shop all products', href: '/shop' },
  },
  {
    key: 'business-cards',
    label: 'Business Cards',
    headline: 'Visiting cards people keep',
    subtitle:
      'Thick card stocks, matte or gloss lamination, spot UV and rounded corners, printed in 24 hours.',
    cta: { label: 'Design your cards', href: '/product/standard-visiting-cards' },
  },
  {
    key: 'marketing',
    label: 'Marketing',
    headline: 'Pamphlets and flyers that get read',
    subtitle:
      'Bright, sharp colour on 130 to 300 GSM paper for launches, offers and door-to-door drops.',
    cta: { label: 'Make a pamphlet', href: '/product/pamphlet-maker' },
  },
  {
    key: 'photo-gifts',
    label: 'Photo Gifts',
    headline: 'Your photos, on gifts they will keep',
    subtitle:
      'Mugs, prints, star maps and keepsakes, printed with care and packed to arrive perfect.',
    cta: { label: 'Create a photo mug', href: '/product/custom-mugs' },
  },
] as const

const SELLING_POINTS = [
  {
    title: 'Premium materials',
    body: 'Heavy art card, textured and kraft stocks, real foil and crisp vinyl.',
  },
  {
    title: '24-hour express',
    body: 'Order by 1 pm for dispatch the next working day on express items.',
  },
  {
    title: 'Design support',
    body: 'A designer checks every file, and can make one for you from a sketch.',
  },
  {
    title: 'Eco-friendly options',
    body: 'Recycled and kraft papers, soy inks and plastic-free packaging.',
  },
]

const CLAIMS = [
  { value: '50K+', label: 'Happy clients' },
  { value: '200+', label: 'Products' },
  { value: '24h', label: 'Express delivery' },
  { value: '99%', label: 'Satisfaction' },
]

function tabIndexFor(key: string | null) {
  return Math.max(
    0,
    HERO_TABS.findIndex((t) => t.key === key),
  )
}

export async function loader({ request }: LoaderFunctionArgs) {
  const tabIndex = tabIndexFor(new URL(request.url).searchParams.get('tab'))
  const groups = await getHomeGroups()
  return data(
    { tabIndex, groups },
    { headers: catalogCacheHeaders(request, { personal: 'header' }) },
  )
}

/** Switching hero tabs changes only ?tab=: with JavaScript the tab swaps in place, no refetch. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete('tab')
    return `${url.pathname}?${params}`
  }
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate
}

export const headers = loaderHeaders

export default function Home() {
  const { groups } = useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const tabIndex = tabIndexFor(searchParams.get('tab'))
  const tab = HERO_TABS[tabIndex] ?? HERO_TABS[0]
  return (
    <>
      <section className="bg-gradient-to-b from-white to-paper">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 md:pt-16">
          <p className="text-sm font-medium text-brand-600">{SITE.tagline}</p>
          <nav aria-label="Hero" className="mt-6 flex flex-wrap gap-2">
            {HERO_TABS.map((t, i) => (
              <Link
                key={t.key}
                to={i === 0 ? '/' : `/?tab=${t.key}`}
                preventScrollReset
                replace
                aria-current={i === tabIndex ? 'page' : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 ${
                  i === tabIndex
                    ? 'bg-ink text-white ring-ink'
                    : 'bg-white text-black/70 ring-black/10 hover:text-black'
                }`}
              >
                {t.label}
              </Link>
            ))}
          </nav>
          <div key={tab.key} className="mt-8 max-w-3xl animate-[rise_0.5s_ease-out]">
            <h1 className="font-display text-4xl leading-tight tracking-tight md:text-6xl">
              {tab.headline}
            </h1>
            <p className="mt-5 text-lg text-black/65">{tab.subtitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={tab.cta.href}>{tab.cta.label}</ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                Get Quote
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      {/* Below the hero only links: the browser keeps the server's markup (issue 26). */}
      <StaticPart
        id="home-groups"
        version={groups
          .map((g) => `${g.slug}:${g.products.map((p) => `${p.slug}=${p.fromPricePaise}`)}`)
          .join(';')}
      >
        <HomeBody groups={groups} />
      </StaticPart>
    </>
  )
}

type HomeGroups = ReturnType<typeof useLoaderData<typeof loader>>['groups']

function HomeBody({ groups }: { groups: HomeGroups }) {
  return (
    <>
      {groups.map((group, i) => (
        <section
          key={group.slug}
          // Groups after the first start below the first screen: the browser skips their layout,
          // paint and images until they come near the viewport (decision 010).
          className={`mx-auto max-w-7xl px-4 py-10 ${i > 0 ? 'below-fold' : ''}`}
          aria-labelledby={`group-${group.slug}`}
        >
          <h2 id={`group-${group.slug}`} className="text-2xl font-semibold tracking-tight">
            {group.title}
          </h2>
          <p className="mt-1 text-black/60">{group.subtitle}</p>
          {/* The first row (four cards wide on desktop, two rows of two on phones) loads at once. */}
          <ProductGrid products={group.products} eager={i === 0 ? 4 : 0} />
        </section>
      ))}

      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="why-us">
        <h2 id="why-us" className="text-2xl font-semibold tracking-tight">
          Why businesses print with {SITE.name}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-4">
          {SELLING_POINTS.map((p) => (
            <div key={p.title} className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
              <h3 className="font-medium">{p.title}</h3>
              <p className="mt-2 text-sm text-black/60">{p.body}</p>
            </div>
          ))}
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4">
          {CLAIMS.map((c) => (
            <div key={c.label}>
              <dt className="text-sm text-black/60">{c.label}</dt>
              <dd className="text-3xl font-semibold">{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-7xl px-4">
        <div className="rounded-3xl bg-ink px-8 py-12 text-white md:px-14">
          <h2 className="text-3xl font-semibold tracking-tight">Start a project</h2>
          <p className="mt-3 max-w-xl text-white/70">
            Tell us what you need to print, or pick a product and design it yourself in minutes.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="rounded-full bg-white px-6 py-3 text-sm font-semibold text-ink"
            >
              Talk to us
            </Link>
            <Link
              to="/shop"
              className="rounded-full px-6 py-3 text-sm font-semibold ring-1 ring-white/40"
            >
              Browse products
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}

export const meta = () => [
  { title: `${SITE.name}: ${SITE.tagline}` },
  {
    name: 'description',
    content: `Premium visiting cards, stationery, flyers, signs, labels, wedding cards and photo gifts. Design online, 24h express printing, free shipping over ${FREE_SHIPPING_OVER}.`,
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
