import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { ProductGrid } from '#app/components/product-card.tsx'
import { getGiftPage } from '#app/server/catalog/browse.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const page = await getGiftPage(params.slug ?? '')
  invariantResponse(page, 'Gift page not found', { status: 404 })
  return data(page, { headers: catalogCacheHeaders(request, { personal: 'header' }) })
}

export const headers = loaderHeaders

const PROMISES = [
  {
    title: 'Made from your photos',
    body: 'Upload from your phone, add names, dates and words in the online designer.',
  },
  {
    title: 'Checked by a person',
    body: 'A designer looks over every file before it is printed, so nothing arrives blurry.',
  },
  {
    title: `Free shipping over ${formatPaise(SITE.freeShippingThresholdPaise)}`,
    body: `Otherwise ${formatPaise(SITE.shippingFeePaise)} anywhere in India. Prices include GST.`,
  },
]

export default function GiftPage() {
  const { gift, giftPages } = useLoaderData<typeof loader>()
  const others = giftPages.filter((g) => g.slug !== gift.slug)
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Gifts' }, { label: gift.title }]}
        eyebrow="Personalised gifts"
        title={gift.title}
        intro={gift.subtitle}
      >
        <nav aria-label="Gift occasions" className="-mx-4 mt-8 overflow-x-auto px-4">
          <ul className="flex w-max gap-2 pb-1 md:w-auto md:flex-wrap">
            {giftPages.map((g) => (
              <li key={g.slug}>
                <Link
                  to={`/gifts/${g.slug}`}
                  aria-current={g.slug === gift.slug ? 'page' : undefined}
                  className={`inline-block rounded-full px-4 py-1.5 text-sm font-medium whitespace-nowrap ring-1 ${
                    g.slug === gift.slug
                      ? 'bg-ink text-white ring-ink'
                      : 'bg-white text-black/70 ring-black/10 hover:text-black hover:ring-black/30'
                  }`}
                >
                  {g.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <section aria-labelledby="gift-products" className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h2 id="gift-products" className="text-2xl font-semibold tracking-tight">
          {gift.products.length} gift ideas
        </h2>
        <ProductGrid products={gift.products} eager={4} />
      </section>

      <section aria-label="Why gift with us" className="mx-auto max-w-7xl px-4 py-6">
        <ul className="grid gap-4 md:grid-cols-3">
          {PROMISES.map((p) => (
            <li key={p.title} className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
              <p className="font-medium">{p.title}</p>
              <p className="mt-2 text-sm text-black/60">{p.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="more-gifts" className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h2 id="more-gifts" className="text-2xl font-semibold tracking-tight">
          More gift ideas
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {others.map((g) => (
            <li key={g.slug}>
              <Link
                to={`/gifts/${g.slug}`}
                className="group block h-full rounded-2xl bg-white p-5 ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg"
              >
                <span className="block font-medium group-hover:text-brand-600">{g.title}</span>
                <span className="mt-1.5 line-clamp-2 block text-sm text-black/60">
                  {g.subtitle}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Gift page not found | ${SITE.name}` }]
  return [
    { title: `${data.gift.title} | ${SITE.name}` },
    { name: 'description', content: data.gift.subtitle },
  ]
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
