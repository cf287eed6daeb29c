import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { pageMeta } from '#app/components/page-meta.ts'
import { LandingSections, PriceTable } from '#app/components/landing-content.tsx'
import { FaqSection } from '#app/components/ui/faq-list.tsx'
import { ProductGrid } from '#app/components/product-card.tsx'
import { getLandingPage } from '#app/server/catalog/browse.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { Breadcrumbs, FactChips } from '#app/components/ui/page-hero.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await getLandingPage('dtf-transfers')
  invariantResponse(page, 'DTF transfers page not found', { status: 404 })
  return data({ page }, { headers: catalogCacheHeaders(request, { personal: 'header' }) })
}

export const headers = loaderHeaders

const FACTS = [
  'No minimum order',
  'Any number of colours',
  'Cotton, polyester and blends',
  'Prices include GST',
]

function QuoteButtons({ inverted = false }: { inverted?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link
        to="/contact"
        className={`rounded-full px-6 py-3 text-sm font-semibold ${
          inverted ? 'bg-white text-ink' : 'bg-ink text-white hover:bg-black'
        }`}
      >
        Get a quote
      </Link>
      <Link
        to="/product/pdf-print-service"
        className={`rounded-full px-6 py-3 text-sm font-semibold ring-1 ${
          inverted ? 'ring-white/40' : 'bg-white ring-black/15 hover:ring-black/40'
        }`}
      >
        Send print-ready files
      </Link>
    </div>
  )
}

export default function DtfTransfers() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="border-b border-black/5 bg-gradient-to-b from-white to-paper">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 md:pt-12">
          <Breadcrumbs crumbs={[{ label: page.title }]} />
          <div className="mt-6 grid gap-10 lg:grid-cols-[1.15fr_1fr] lg:items-start">
            <div>
              <p className="text-sm font-medium text-brand-600">{page.title}</p>
              <h1 className="mt-2 font-display text-4xl leading-tight tracking-tight md:text-5xl">
                {page.headline}
              </h1>
              <p className="mt-5 text-base leading-relaxed text-black/65 md:text-lg">
                {page.intro}
              </p>
              <FactChips facts={FACTS} />
              <div className="mt-8">
                <QuoteButtons />
              </div>
            </div>
            {page.priceTable?.length ? (
              <PriceTable rows={page.priceTable} caption="DTF transfer prices" />
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby="dtf-guide" className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h2 id="dtf-guide" className="text-2xl font-semibold tracking-tight">
          Everything to know before you press
        </h2>
        <p className="mt-1 text-black/60">
          What DTF is, how to apply it, which fabrics work and how to look after the print.
        </p>
        <div className="mt-8">
          <LandingSections sections={page.sections} />
        </div>
      </section>

      {page.products.length ? (
        <section aria-labelledby="dtf-related" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="dtf-related" className="text-2xl font-semibold tracking-tight">
            Finish the look
          </h2>
          <p className="mt-1 text-black/60">
            Caps, tags, labels and packaging to go with your garments, plus our file-check service.
          </p>
          <ProductGrid products={page.products} columns={3} />
        </section>
      ) : null}

      <FaqSection id="dtf-faqs" title="DTF questions, answered" faqs={page.faqs} />

      <section className="mx-auto max-w-7xl px-4 py-10">
        <div className="rounded-3xl bg-ink px-8 py-12 text-white md:px-14">
          <h2 className="text-3xl font-semibold tracking-tight">Ready to print your transfers?</h2>
          <p className="mt-3 max-w-xl text-white/70">
            Tell us the sizes and quantities for a gang sheet or bulk logo quote, or upload
            print-ready files and we’ll check them before printing.
          </p>
          <div className="mt-8">
            <QuoteButtons inverted />
          </div>
        </div>
      </section>
    </>
  )
}

export const meta = () =>
  pageMeta(
    'DTF Transfers',
    'Full-colour DTF heat transfers for T-shirts, hoodies, caps and tote bags: A4, A3 and gang sheets, no minimum order, application and wash-care guide.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
