import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { invariantResponse } from '@epic-web/invariant'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Field, FormMessage, inputClass, SubmitButton } from '#app/components/forms.tsx'
import { STAR_PATH } from '#app/components/stars.tsx'
import { requireUserId } from '#app/server/http/auth.server.ts'
import {
  findReviewProduct,
  getOwnReview,
  getReviewableProducts,
  submitReview,
} from '#app/server/content/reviews.server.ts'
import { reviewSchema } from '#app/utils/review-schema.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'

async function productFrom(request: Request) {
  const slug = new URL(request.url).searchParams.get('product') ?? ''
  const product = slug ? await findReviewProduct(slug) : null
  invariantResponse(product, 'Choose a product to review from its page.', { status: 404 })
  return product
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  // From /reviews no product is named yet: the shopper chooses one first.
  if (!new URL(request.url).searchParams.get('product')) {
    return data({ product: null, own: null, products: await getReviewableProducts() })
  }
  const product = await productFrom(request)
  const own = await getOwnReview(userId, product.id)
  return data({ product, own, products: [] })
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request)
  const product = await productFrom(request)
  const formData = await request.formData().catch(() => new FormData())
  const submission = parseWithZod(formData, { schema: reviewSchema })
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400 })
  }
  await submitReview(userId, product.id, submission.value)
  return redirect(`/product/${product.slug}?review=submitted#reviews`, { status: 303 })
}

export default function WriteReviewPage() {
  const { product, own, products } = useLoaderData<typeof loader>()
  return product ? (
    <ReviewForm product={product} own={own} />
  ) : (
    <ChooseProduct products={products} />
  )
}

function ChooseProduct({ products }: { products: { slug: string; name: string }[] }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 md:py-16">
      <Link to="/reviews" className="text-sm text-black/60 hover:text-black">
        ← Reviews
      </Link>
      <h1 className="mt-2 font-display text-3xl tracking-tight">Write a review</h1>
      <Form
        method="get"
        className="mt-8 space-y-6 rounded-3xl bg-white p-6 ring-1 ring-black/5 md:p-8"
      >
        <Field
          label="Which product did you order?"
          id="review-product"
          errorId="review-product-error"
        >
          <select id="review-product" name="product" required className={inputClass}>
            {products.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        <SubmitButton pending={false}>Continue</SubmitButton>
      </Form>
    </div>
  )
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>

function ReviewForm({
  product,
  own,
}: {
  product: NonNullable<Loaded['product']>
  own: Loaded['own']
}) {
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useZodForm({
    id: 'review',
    schema: reviewSchema,
    lastResult,
    defaultValue: own ? { rating: String(own.rating), title: own.title, body: own.body } : {},
  })
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 md:py-16">
      <Link to={`/product/${product.slug}`} className="text-sm text-black/60 hover:text-black">
        ← {product.name}
      </Link>
      <h1 className="mt-2 font-display text-3xl tracking-tight">Review {product.name}</h1>
      <p className="mt-2 text-black/65">
        Reviews are checked by our team before they appear, usually within a day.
      </p>
      {own ? (
        <div className="mt-4">
          <FormMessage tone="info">
            {own.status === 'APPROVED'
              ? 'You reviewed this product before. Saving replaces your published review and sends it for checking again.'
              : 'You reviewed this product before; it is waiting to be checked. Saving replaces it.'}
          </FormMessage>
        </div>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-8 space-y-6 rounded-3xl bg-white p-6 ring-1 ring-black/5 md:p-8"
      >
        <fieldset aria-describedby={fields.rating.errors ? fields.rating.errorId : undefined}>
          <legend className="text-sm font-medium">Your rating</legend>
          <div className="mt-2 flex flex-row-reverse justify-end gap-1">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="group cursor-pointer">
                <input
                  type="radio"
                  name={fields.rating.name}
                  value={n}
                  defaultChecked={fields.rating.initialValue === String(n)}
                  className="peer sr-only"
                />
                <span className="sr-only">
                  {n} star{n === 1 ? '' : 's'}
                </span>
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className="size-9 fill-black/15 peer-checked:fill-accent peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500"
                >
                  <path d={STAR_PATH} />
                </svg>
              </label>
            ))}
          </div>
          {fields.rating.errors ? (
            <p id={fields.rating.errorId} className="mt-1.5 text-sm font-medium text-red-700">
              {fields.rating.errors[0]}
            </p>
          ) : null}
        </fieldset>
        <Field
          label="Title"
          id={fields.title.id}
          errorId={fields.title.errorId}
          errors={fields.title.errors}
        >
          <input {...getInputProps(fields.title, { type: 'text' })} className={inputClass} />
        </Field>
        <Field
          label="Your review"
          id={fields.body.id}
          errorId={fields.body.errorId}
          errors={fields.body.errors}
          hint="What did you order, how was the print and paper, did it arrive on time?"
        >
          <textarea {...getTextareaProps(fields.body)} rows={6} className={inputClass} />
        </Field>
        <SubmitButton pending={pending} pendingText="Sending…">
          Submit review
        </SubmitButton>
      </Form>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privatePageMeta(`Review ${data?.product?.name ?? 'a product'}`)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
