import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageMeta } from '#app/components/page-meta.ts'
import { productImageUrl } from '#app/components/product-card.tsx'
import { getBrowseShortcuts, getCategoryOverview } from '#app/server/catalog/browse.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { formatPaise } from '#app/utils/money.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { ButtonLink } from '#app/components/ui/button-link.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  const [categories, shortcuts] = await Promise.all([getCategoryOverview(), getBrowseShortcuts()])
  return data(
    { categories, shortcuts },
    { headers: catalogCacheHeaders(request, { personal: 'header' }) },
  )
}

export const headers = loaderHeaders

export default function Categories() {
  const { categories, shortcuts } = useLoaderData<typeof loader>()
  const productTotal = categories.reduce((sum, c) => sum + c.productCount, 0)
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Categories' }]}
        eyebrow={`${categories.length} categories · ${productTotal} products`}
        title="Shop by category"
        intro="From the visiting card in your wallet to the standee at your door: find the kind of print you need, then design it online or send us your artwork."
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/shop">Shop all products</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Get Quote
          </ButtonLink>
        </div>
      </PageHero>

      <section aria-label="All categories" className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, i) => (
            <li
              key={category.slug}
              className="group relative flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <div className="relative aspect-[5/2] overflow-hidden bg-paper md:aspect-[16/9]">
                {category.coverSlug ? (
                  <img
                    src={productImageUrl(category.coverSlug)}
                    alt=""
                    width={400}
                    height={300}
                    loading={i < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="absolute inset-0 h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col p-5 md:p-6">
                <h2 className="text-xl font-semibold tracking-tight">
                  <Link
                    to={`/product-category/${category.slug}`}
                    className="after:absolute after:inset-0 group-hover:text-brand-600"
                  >
                    {category.name}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-black/55">
                  {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
                  {category.fromPricePaise !== null
                    ? ` · from ${formatPaise(category.fromPricePaise)}`
                    : ''}
                </p>
                <p className="mt-3 text-sm leading-relaxed text-black/70">{category.description}</p>
                {category.topProducts.length ? (
                  <ul
                    aria-label={`Popular in ${category.name}`}
                    className="mt-4 flex flex-wrap gap-1.5"
                  >
                    {category.topProducts.map((p) => (
                      <li
                        key={p.slug}
                        className="rounded-full bg-paper px-2.5 py-1 text-xs text-black/70"
                      >
                        {p.name}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p aria-hidden="true" className="mt-auto pt-5 text-sm font-semibold text-brand-700">
                  Explore {category.name} →
                </p>
              </div>
            </li>
          ))}
          <li className="group relative flex flex-col overflow-hidden rounded-2xl bg-ink text-white transition hover:-translate-y-0.5 hover:shadow-lg">
            <div className="grid aspect-[5/2] place-items-center md:aspect-[16/9] bg-gradient-to-br from-ink via-[#262636] to-brand-700">
              <TshirtArt />
            </div>
            <div className="flex flex-1 flex-col p-5 md:p-6">
              <h2 className="text-xl font-semibold tracking-tight">
                <Link to="/dtf-transfers" className="after:absolute after:inset-0">
                  DTF Transfers
                </Link>
              </h2>
              <p className="mt-1 text-sm text-white/60">For apparel and merch brands</p>
              <p className="mt-3 text-sm leading-relaxed text-white/75">
                Full-colour heat transfers for T-shirts, hoodies, caps and tote bags, printed on
                film with the adhesive applied. Press them yourself in seconds.
              </p>
              <ul aria-label="DTF at a glance" className="mt-4 flex flex-wrap gap-1.5">
                {['No minimum order', 'Gang sheets', 'Cotton and polyester'].map((fact) => (
                  <li key={fact} className="rounded-full bg-white/10 px-2.5 py-1 text-xs">
                    {fact}
                  </li>
                ))}
              </ul>
              <p aria-hidden="true" className="mt-auto pt-5 text-sm font-semibold text-accent">
                Explore DTF transfers →
              </p>
            </div>
          </li>
        </ul>
      </section>

      <section aria-labelledby="more-ways" className="mx-auto max-w-7xl px-4 pb-16">
        <h2 id="more-ways" className="text-2xl font-semibold tracking-tight">
          More ways to shop
        </h2>
        <div className="mt-6 grid gap-5 lg:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
            <h3 className="font-medium">Shop by need</h3>
            <p className="mt-1 text-sm text-black/60">
              Everything one kind of business or event needs, in one list.
            </p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {shortcuts.needs.map((need) => (
                <li key={need.slug}>
                  <Link
                    to={`/shop?need=${need.slug}`}
                    className="inline-block rounded-full px-3.5 py-1.5 text-sm ring-1 ring-black/10 hover:ring-black/40"
                  >
                    {need.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
            <h3 className="font-medium">Gifts by occasion</h3>
            <p className="mt-1 text-sm text-black/60">
              Personalised keepsakes made from their photos, songs and special dates.
            </p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {shortcuts.gifts.map((gift) => (
                <li key={gift.slug}>
                  <Link
                    to={`/gifts/${gift.slug}`}
                    className="inline-block rounded-full px-3.5 py-1.5 text-sm ring-1 ring-black/10 hover:ring-black/40"
                  >
                    {gift.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  )
}

function TshirtArt() {
  return (
    <svg width="160" height="140" viewBox="0 0 160 140" aria-hidden="true" className="h-4/5 w-auto">
      <path
        d="M52 12 30 22 8 48l22 16 10-10v74h80V54l10 10 22-16-22-26-22-10c-4 10-14 16-28 16S56 22 52 12Z"
        fill="#faf8f5"
      />
      <circle cx="90" cy="62" r="8" fill="#ff6b3d" />
      <path d="M56 96 72 70l9 12 8-10 15 24Z" fill="#3d5afe" />
      <rect x="62" y="102" width="36" height="4" rx="2" fill="#16161d" opacity="0.7" />
    </svg>
  )
}

export const meta = () =>
  pageMeta(
    'Categories',
    'Every PrintStudio category: visiting cards, stationery, flyers, menus, tickets, signs, wall art, labels, stickers, tags, packaging, wedding, events, photo prints, gifts and design services.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
