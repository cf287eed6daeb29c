import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react'
import { z } from 'zod'
import { getUserId } from '#app/server/http/auth.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import {
  findReviewProduct,
  getApprovedReviews,
  getRatingSummary,
  getReviewedProducts,
} from '#app/server/content/reviews.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { ShopReply, VerifiedBuyer } from '#app/components/review-parts.tsx'
import { Stars } from '#app/components/stars.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { SITE } from '#app/utils/site.ts'

// Anything odd in the query string falls back to the whole list, page 1.
const QuerySchema = z.object({
  product: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})

export async function loader({ request }: LoaderFunctionArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const product = query.product ? await findReviewProduct(query.product) : null
  const unknownProduct = Boolean(query.product && !product)
  const [list, overall, productSummary, products, userId] = await Promise.all([
    unknownProduct
      ? { reviews: [], total: 0, page: 1, pageCount: 1 }
      : getApprovedReviews({ productSlug: product?.slug, page: query.page }),
    getRatingSummary(),
    product ? getRatingSummary(product.id) : null,
    getReviewedProducts(),
    getUserId(request),
  ])
  return data(
    { ...list, overall, product, productSummary, products, unknownProduct, signedIn: !!userId },
    {
      status: unknownProduct ? 404 : 200,
      headers: catalogCacheHeaders(request, { personal: 'body' }),
    },
  )
}

export const headers = loaderHeaders

function pageHref(productSlug: string | undefined, page: number) {
  const params = new URLSearchParams()
  if (productSlug) params.set('product', productSlug)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/reviews?${search}` : '/reviews'
}

export default function ReviewsPage() {
  const {
    reviews,
    total,
    page,
    pageCount,
    overall,
    product,
    productSummary,
    unknownProduct,
    signedIn,
  } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="bg-gradient-to-b from-white to-paper">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-10 pb-10 md:pt-16 lg:grid-cols-[1.5fr_1fr] lg:items-end">
          <div>
            <p className="text-sm font-medium text-brand-600">Customer reviews</p>
            <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight tracking-tight md:text-5xl">
              What our customers say
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-black/65">
              Reviews come from customers who ordered from us, and our team reads each one before it
              appears.
            </p>
          </div>
          <div className="rounded-3xl bg-white p-6 ring-1 ring-black/5">
            {overall.count > 0 ? (
              <div className="flex items-center gap-5">
                <p className="text-5xl font-semibold tracking-tight">
                  {overall.average.toFixed(1)}
                </p>
                <div>
                  <Stars rating={overall.average} />
                  <p className="mt-1 text-sm text-black/60">
                    Average from {overall.count} {overall.count === 1 ? 'review' : 'reviews'}
                  </p>
                </div>
              </div>
            ) : (
              <div>
                <p className="font-semibold">No reviews yet</p>
                <p className="mt-1 text-sm text-black/60">
                  Reviews appear here as customers rate their orders.
                </p>
              </div>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-16">
        <ProductFilter />

        {product && productSummary && productSummary.count > 0 ? (
          <p className="mt-6 text-black/70">
            <Link to={`/product/${product.slug}`} className="font-semibold hover:text-brand-600">
              {product.name}
            </Link>
            : {productSummary.average.toFixed(1)} out of 5 from {productSummary.count}{' '}
            {productSummary.count === 1 ? 'review' : 'reviews'}
          </p>
        ) : null}

        {reviews.length ? (
          <>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {reviews.map((review) => (
                <li key={review.id} className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
                  <article>
                    <Stars rating={review.rating} />
                    <h2 className="mt-3 font-semibold">{review.title}</h2>
                    <p className="mt-2 whitespace-pre-line text-black/70">{review.body}</p>
                    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-black/60">
                      <span>
                        {review.reviewer} · <time dateTime={review.date}>{review.dateLabel}</time> ·{' '}
                        <Link
                          to={`/product/${review.product.slug}`}
                          className="font-medium text-black/80 hover:text-brand-600"
                        >
                          {review.product.name}
                        </Link>
                      </span>
                      {review.verifiedBuyer ? <VerifiedBuyer /> : null}
                    </p>
                    {review.reply ? <ShopReply {...review.reply} /> : null}
                  </article>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={pageCount}
              href={(p) => pageHref(product?.slug, p)}
              previousLabel="Newer reviews"
              nextLabel="Older reviews"
              summary={`Page ${page} of ${pageCount} · ${total} reviews`}
            />
          </>
        ) : (
          <div className="mt-6 rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-black/5">
            <h2 className="text-xl font-semibold tracking-tight">
              {unknownProduct
                ? 'We couldn\u2019t find that product'
                : product
                  ? `No reviews for ${product.name} yet`
                  : 'No reviews yet'}
            </h2>
            <p className="mx-auto mt-3 max-w-md text-black/60">
              {unknownProduct
                ? 'The link may be out of date. Have a look at everything we print instead.'
                : 'Our first customers are busy enjoying their prints. Have a look at what we make while the reviews come in.'}
            </p>
            <Link
              to="/shop"
              className="mt-8 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
            >
              Browse products
            </Link>
          </div>
        )}

        <p className="mt-10 text-center text-black/70">
          Bought from us?{' '}
          {signedIn ? (
            <Link
              to={product ? `/reviews/new?product=${product.slug}` : '/reviews/new'}
              className="font-semibold text-brand-600 hover:underline"
            >
              Write a review
            </Link>
          ) : (
            <Link to="/login" className="font-semibold text-brand-600 hover:underline">
              Sign in to review your order.
            </Link>
          )}
        </p>
      </div>
    </>
  )
}

function ProductFilter() {
  const { products, product } = useLoaderData<typeof loader>()
  const submit = useSubmit()
  if (!products.length && !product) return null
  const options =
    product && !products.some((p) => p.slug === product.slug)
      ? [...products, { ...product, count: 0 }]
      : products
  return (
    <Form
      method="get"
      onChange={(event) => submit(event.currentTarget)}
      className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-black/5"
    >
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor="review-product" className="block text-sm font-medium">
          Product
        </label>
        <select
          id="review-product"
          name="product"
          defaultValue={product?.slug ?? ''}
          className="mt-1.5 w-full rounded-lg border border-black/15 bg-white px-3 py-2 text-sm sm:w-80"
        >
          <option value="">All products</option>
          {options.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.name} ({p.count})
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
      >
        Show reviews
      </button>
    </Form>
  )
}

/** Five stars, filled to the nearest whole star; the text is for screen readers. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.product
      ? `Reviews of ${data.product.name} | ${SITE.name}`
      : `Customer reviews | ${SITE.name}`,
  },
  {
    name: 'description',
    content: `Honest ratings and reviews from ${SITE.name} customers across India: visiting cards, stationery, labels, signs and photo gifts.`,
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
