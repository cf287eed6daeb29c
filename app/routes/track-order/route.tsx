import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { z } from 'zod'
import { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageMeta } from '#app/components/page-meta.ts'
import { IntroHero } from '#app/components/ui/page-hero.tsx'
import { FormMessage, TextField } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { HowItWorks, OrderStatusCard } from './order-status.tsx'
import {
  RATE_LIMITS,
  checkLimits,
  clientIp,
  rateLimitMessage,
} from '#app/server/platform/rate-limit.server.ts'
import { catalogCacheHeaders, PRIVATE_HEADERS } from '#app/server/http/cache.server.ts'
import {
  findOrderForTracking,
  normaliseOrderNumber,
  phoneDigits,
} from '#app/server/orders/tracking.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { SITE } from '#app/utils/site.ts'

const TrackSchema = z.object({
  number: z
    .string({ required_error: 'Enter your order number' })
    .max(40, 'Enter the order number from your confirmation email, like PS-260001')
    .transform((value, ctx) => {
      const number = normaliseOrderNumber(value)
      if (!number) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the order number from your confirmation email, like PS-260001',
        })
        return z.NEVER
      }
      return number
    }),
  contact: z
    .string({ required_error: 'Enter the email or phone number used on the order' })
    .trim()
    .max(254, 'Enter the email or phone number used on the order')
    .refine(
      (value) => (value.includes('@') ? value.length >= 3 : phoneDigits(value) !== null),
      'Enter the email address or the 10-digit phone number used on the order',
    ),
})

const NOT_FOUND =
  "We couldn't find an order with those details. Check the order number in your confirmation email."

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  if (!params.has('number') && !params.has('contact')) {
    return data(
      { result: null, order: null, notFound: false },
      { headers: catalogCacheHeaders(request) },
    )
  }
  // From here the URL holds someone's order details: never cache it.
  const submission = parseWithZod(params, { schema: TrackSchema })
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply(), order: null, notFound: false },
      { status: 400, headers: PRIVATE_HEADERS },
    )
  }
  const limited = await checkLimits([[RATE_LIMITS.trackOrderPerIp, clientIp(request)]])
  if (!limited.allowed) {
    return data(
      {
        result: submission.reply({ formErrors: [rateLimitMessage(limited.retryAfterSeconds)] }),
        order: null,
        notFound: false,
      },
      {
        status: 429,
        headers: { ...PRIVATE_HEADERS, 'Retry-After': String(limited.retryAfterSeconds) },
      },
    )
  }
  const order = await findOrderForTracking(submission.value)
  return data({ result: submission.reply(), order, notFound: !order }, { headers: PRIVATE_HEADERS })
}

export const headers = loaderHeaders

export default function TrackOrderPage() {
  const { order, notFound } = useLoaderData<typeof loader>()
  return (
    <>
      <IntroHero
        eyebrow="Order tracking"
        title="Track your order"
        intro="Enter your order number and the email or phone number you used at checkout to see where your print is, from the press to your door."
      />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_1.5fr]">
        <div className="space-y-6">
          <TrackForm />
          <p className="px-2 text-sm text-black/60">
            Can&apos;t find your order number? It is in the confirmation email we sent when you
            paid. Or{' '}
            <Link to="/contact" className="font-medium text-brand-600 hover:underline">
              contact us
            </Link>{' '}
            or call{' '}
            <a href={SITE.phoneHref} className="font-medium text-brand-600 hover:underline">
              {SITE.phoneDisplay}
            </a>
            .
          </p>
        </div>
        <div>
          {order ? (
            <OrderStatusCard order={order} />
          ) : notFound ? (
            <p
              role="alert"
              className="rounded-3xl bg-white p-6 text-lg font-medium ring-1 ring-black/5 md:p-10"
            >
              {NOT_FOUND}
            </p>
          ) : (
            <HowItWorks />
          )}
        </div>
      </div>
    </>
  )
}

function TrackForm() {
  const { result } = useLoaderData<typeof loader>()
  const location = useLocation()
  const searching = useIsPending({ formMethod: 'GET' })
  // Validated by the loader only: the schema's helpers are server code.
  const [form, fields] = useForm<z.input<typeof TrackSchema>>({
    id: 'track-order',
    lastResult: result,
  })
  return (
    <Form
      key={location.search}
      method="get"
      {...getFormProps(form)}
      className="space-y-5 rounded-3xl bg-white p-6 ring-1 ring-black/5 md:p-8"
    >
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <TextField
        field={fields.number}
        label="Order number"
        placeholder="PS-260001"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        field={fields.contact}
        label="Email or phone number"
        hint="The one you used at checkout."
        autoComplete="email"
        spellCheck={false}
      />
      <SubmitButton pending={searching} pendingText="Looking up…" className="w-full px-8">
        Track order
      </SubmitButton>
    </Form>
  )
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Track your order',
    'Check the status of your PrintStudio order: production, dispatch, courier and tracking number, with your order number and email or phone.',
  )

export { ErrorBoundary }
