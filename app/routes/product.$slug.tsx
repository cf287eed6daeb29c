import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { DesignUploadField } from '#app/components/design-upload-field.tsx'
import { ProductReviews } from '#app/components/product-reviews.tsx'
import { Breadcrumbs } from '#app/components/ui/page-hero.tsx'
import { OptionPicker, PriceSummary } from '#app/components/ui/option-picker.tsx'
import { productImageUrl } from '#app/components/product-card.tsx'
import { ProductGallery } from '#app/components/product-gallery.tsx'
import { shownImage } from '#app/server/catalog/product-images.server.ts'
import { getProductBySlug, movedProductSlug } from '#app/server/catalog/catalog.server.ts'
import { getProductReviews } from '#app/server/content/reviews.server.ts'
import { artworkFieldsFor, artworkResultFor } from '#app/server/designs/artwork-upload.server.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { readCartId } from '#app/server/http/cart-cookie.server.ts'
import {
  defaultSelection,
  MAX_PACKS,
  optionChoices,
  quote,
  resolveSelection,
  resolveTier,
} from '#app/server/catalog/pricing.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { deliveryPinOf, rememberPinCookie } from '#app/server/http/delivery-pin-cookie.server.ts'
import { deliveryBox } from '#app/server/delivery/delivery-view.server.ts'
import { CheckDelivery } from '#app/components/check-delivery.tsx'
import { loaderHeaders } from '#app/utils/headers.ts'
import { SITE } from '#app/utils/site.ts'
import { Card } from '#app/components/ui/card.tsx'
import { StaticPart } from '#app/components/layout/static-island.tsx'
import { needsArtwork } from '#app/utils/artwork.ts'
import { SendLaterChoice } from '#app/components/send-later-choice.tsx'
import { ProductOffers } from '#app/components/promotions/product-offers.tsx'
import { productOffers } from '#app/server/promotions/promotions.server.ts'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const product = await getProductBySlug(params.slug ?? '')
  if (!product) {
    // An address staff changed answers 301 to the product's new one, with the same choices.
    const moved = await movedProductSlug(params.slug ?? '')
    if (moved) throw redirect(`/product/${moved}${new URL(request.url).search}`, 301)
  }
  invariantResponse(product, 'Product not found', { status: 404 })

  // The option form is a GET: the server prices whatever the query string asks for.
  const search = new URL(request.url).searchParams
  const { selection, invalid } = resolveSelection(product, Object.fromEntries(search))
  const tier = resolveTier(product, search.get('qty'))
  const packs = Number(search.get('packs') ?? 1)
  const priced = quote(product, { selection, tierQuantity: tier.quantity, packs })
  const reviews = await getProductReviews(product.id)
  // "10% off 500+ visiting cards": the automatic promotions for this product, from the cache.
  const offers = await productOffers(product, {
    units: priced.tierQuantity * priced.packs,
    amountPaise: priced.totalPaise,
  })
  // The upload fields follow the options (one per printed side), and a file the cart sent the
  // shopper back with is shown with its preflight (decision 032).
  const artworkFields = await artworkFieldsFor(product.id, selection)
  const artworkId = search.get('artwork')
  const artwork = artworkId
    ? await artworkResultFor({
        uploadId: artworkId,
        userId: await getUserId(request),
        cartId: await readCartId(request),
        productId: product.id,
        selection,
      })
    : null
  // "Design online" carries the choices made here: a size or a model chosen here is the design's page.
  const defaults = defaultSelection(product)
  const carried = new URLSearchParams(
    Object.entries(selection).filter(([key, value]) => defaults[key] !== value),
  )
  if (tier.quantity !== product.quantityTiers[0]?.quantity)
    carried.set('qty', String(tier.quantity))
  const designerHref = `/designer/${product.id}${carried.size ? `?${carried}` : ''}`
  // "Check delivery" answers for the PIN code just typed or remembered (no query: cached calendar).
  const pin = deliveryPinOf(request)
  const delivery = pin
    ? await deliveryBox(pin.pin, product.productionDays, null, { sameDay: product.sameDay })
    : null
  const remember =
    pin?.typed && delivery && 'deliverable' in delivery && delivery.deliverable
      ? { 'Set-Cookie': rememberPinCookie(pin.pin) }
      : undefined
  const keep = Object.fromEntries([...search].filter(([name]) => name !== 'pin'))
  // Staff's photos (decision 065): `?image=2` shows the second; none: the generated art.
  const images = product.images.map(shownImage)
  const chosenImage =
    Math.min(Math.max(Number(search.get('image')) || 1, 1), images.length || 1) - 1

  return data(
    {
      product: {
        id: product.id,
        slug: product.slug,
        name: product.name,
        shortDescription: product.shortDescription,
        description: product.description,
        hot: product.hot,
        category: product.category,
        unitSingular: product.unitSingular,
        unitPlural: product.unitPlural,
        productionDays: product.productionDays,
        highlights: product.highlights,
        bleedMm: product.bleedMm,
        safeMarginMm: product.safeMarginMm,
        sides: product.sides,
        pages: product.pages,
        quantityTiers: product.quantityTiers.map((t) => ({
          quantity: t.quantity,
          pricePaise: t.pricePaise,
        })),
        options: optionChoices(product.options),
        images,
      },
      chosenImage,
      // Staff's page title and meta description (admin, decision 050); empty: name and summary.
      seo: {
        title: product.seoTitle || product.name,
        description: product.seoDescription || product.shortDescription,
      },
      selection,
      invalid,
      designerHref,
      quote: priced,
      offers,
      maxPacks: MAX_PACKS,
      reviews,
      reviewSubmitted: search.get('review') === 'submitted',
      artworkFields,
      artwork,
      delivery,
      keep,
    },
    {
      headers: {
        ...(artworkId || pin
          ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
          : catalogCacheHeaders(request, { personal: 'header' })),
        ...remember,
      },
    },
  )
}

export const headers = loaderHeaders

function formatMm(mm: number) {
  return Number.isInteger(mm) ? String(mm) : mm.toFixed(1)
}

export default function ProductPage() {
  const {
    product,
    selection,
    invalid,
    designerHref,
    quote: priced,
    offers,
    maxPacks,
    reviews,
    delivery,
    keep,
    reviewSubmitted,
    artworkFields,
    artwork,
    chosenImage,
  } = useLoaderData<typeof loader>()
  const submit = useSubmit()
  const unit = priced.tierQuantity === 1 ? product.unitSingular : product.unitPlural
  const artWidth = priced.trimWidthMm + 2 * product.bleedMm
  const artHeight = priced.trimHeightMm + 2 * product.bleedMm

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <Breadcrumbs
        crumbs={[
          { label: product.category.name, href: `/product-category/${product.category.slug}` },
          { label: product.name },
        ]}
      />

      <div className="mt-6 grid gap-10 lg:grid-cols-[1.1fr_1fr]">
        {product.images.length ? (
          <ProductGallery images={product.images} chosen={chosenImage} keep={keep} />
        ) : (
          <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-black/5">
            <img
              src={productImageUrl(product.slug)}
              alt={`${product.name} mockup`}
              width={800}
              height={600}
              className="h-auto w-full"
            />
          </div>
        )}

        <div>
          {product.hot ? (
            <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-white">
              Popular
            </span>
          ) : null}
          <h1 className="mt-3 text-3xl font-semibold tracking-tight md:text-4xl">{product.name}</h1>
          <p className="mt-3 text-black/65">{product.shortDescription}</p>

          <Form
            method="get"
            preventScrollReset
            replace
            className="mt-8 space-y-5 rounded-2xl bg-white p-5 ring-1 ring-black/5"
            onChange={(event) =>
              submit(event.currentTarget, { preventScrollReset: true, replace: true })
            }
            aria-label="Choose options"
          >
            {invalid.length ? (
              <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                Some options in the link are not offered for this product; we have used the standard
                choice instead.
              </p>
            ) : null}
            <OptionPicker
              product={product}
              selection={selection}
              tierQuantity={priced.tierQuantity}
              packs={{ value: priced.packs, max: maxPacks }}
              idPrefix="opt"
            />

            <div className="flex items-end justify-between gap-4 border-t border-black/5 pt-4">
              <div aria-live="polite">
                <PriceSummary quote={priced} unit={unit} />
              </div>
              <button
                type="submit"
                className="rounded-full px-4 py-2 text-sm font-medium ring-1 ring-black/15 hover:ring-black/40"
              >
                Update price
              </button>
            </div>
            <ProductOffers offers={offers} />

            <DesignUploadField
              artWidthMm={artworkFields.artWidthMm}
              artHeightMm={artworkFields.artHeightMm}
              sides={artworkFields.sides}
              pages={artworkFields.pages}
              result={artwork}
            />
            {needsArtwork(product.category.slug) ? <SendLaterChoice /> : null}

            <button
              type="submit"
              name="intent"
              value="add"
              formMethod="post"
              formAction={`/cart?productId=${product.id}`}
              formEncType="multipart/form-data"
              className="w-full rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
            >
              Add to cart
            </button>
          </Form>

          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={designerHref}
              className="rounded-full px-6 py-3 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
            >
              Design online
            </Link>
          </div>

          <p className="mt-4 text-sm text-black/60">
            Ready to dispatch in {product.productionDays} working{' '}
            {product.productionDays === 1 ? 'day' : 'days'}. Free shipping on orders over{' '}
            {formatPaise(SITE.freeShippingThresholdPaise)}.
          </p>
          <CheckDelivery box={delivery} action={`/product/${product.slug}`} keep={keep} />

          <ul className="mt-6 grid gap-2 text-sm">
            {product.highlights.map((h) => (
              <li key={h} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-600">
                  ✓
                </span>
                {h}
              </li>
            ))}
          </ul>
        </div>
      </div>

      {/* Text and links: the browser keeps the server's markup until the chosen size changes. */}
      <StaticPart
        id="product-details"
        version={[product.slug, artWidth, artHeight, reviews.count, reviewSubmitted].join(':')}
      >
        <div className="mt-14 grid gap-10 lg:grid-cols-[1.1fr_1fr]">
          <section aria-labelledby="about">
            <h2 id="about" className="text-xl font-semibold">
              About this product
            </h2>
            <div className="mt-4 space-y-4 text-black/75">
              {product.description.split('\n\n').map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </section>
          <Card id="print-spec" title="Print specifications" titleClassName="text-xl font-semibold">
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <dt className="text-black/55">Finished size</dt>
              <dd>
                {formatMm(priced.trimWidthMm)} × {formatMm(priced.trimHeightMm)} mm
              </dd>
              <dt className="text-black/55">Artwork size with bleed</dt>
              <dd>
                {formatMm(artWidth)} × {formatMm(artHeight)} mm
              </dd>
              <dt className="text-black/55">Bleed</dt>
              <dd>{formatMm(product.bleedMm)} mm on every edge</dd>
              <dt className="text-black/55">Safe area</dt>
              <dd>Keep text {formatMm(product.safeMarginMm)} mm inside the trim</dd>
              <dt className="text-black/55">Printed sides</dt>
              <dd>{product.sides === 2 ? 'Front and back' : 'Front only'}</dd>
              {product.pages ? (
                <>
                  <dt className="text-black/55">Pages</dt>
                  <dd>{product.pages}</dd>
                </>
              ) : null}
              <dt className="text-black/55">Files we accept</dt>
              <dd>PDF, PNG or JPG at 300 DPI, CMYK preferred</dd>
            </dl>
          </Card>
        </div>
        <ProductReviews
          slug={product.slug}
          name={product.name}
          reviews={reviews}
          submitted={reviewSubmitted}
        />
      </StaticPart>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Product not found | ${SITE.name}` }]
  return [
    { title: `${data.seo.title} | ${SITE.name}` },
    { name: 'description', content: data.seo.description },
    {
      property: 'og:image',
      content: data.product.images[0]?.src ?? productImageUrl(data.product.slug),
    },
  ]
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
