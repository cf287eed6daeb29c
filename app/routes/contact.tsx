import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Field, FormMessage, inputClass, TextField } from '#app/components/forms.tsx'
import {
  RATE_LIMITS,
  checkLimits,
  clientIp,
  rateLimitMessage,
} from '#app/server/platform/rate-limit.server.ts'
import { catalogCacheHeaders, PRIVATE_HEADERS } from '#app/server/http/cache.server.ts'
import { sendContactMessage } from '#app/server/content/contact.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import { phoneDigits } from '#app/utils/phone.ts'

const SUBJECTS = [
  'Order help',
  'Custom quote',
  'Bulk / corporate order',
  'Design services',
  'Other',
] as const

/** Bots fill every field; people never see this one. */
const HONEYPOT = 'website'

const ContactSchema = z.object({
  name: z
    .string({ required_error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(100, 'Keep your name under 100 characters'),
  email: z
    .string({ required_error: 'Enter your email address' })
    .trim()
    .max(254, 'Enter a shorter email address')
    .email('Enter a valid email address, like name@example.com'),
  phone: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || phoneDigits(value) !== null, 'Enter a 10-digit phone number')
    .transform((value) => phoneDigits(value) ?? ''),
  subject: z.enum(SUBJECTS, {
    errorMap: () => ({ message: 'Choose what your message is about' }),
  }),
  message: z
    .string({ required_error: 'Write your message' })
    .trim()
    .min(10, 'Your message needs at least 10 characters')
    .max(2000, 'Keep your message under 2000 characters'),
})

const SENT_URL = '/contact?sent=1'

const FAQS = [
  {
    q: 'How quickly will you reply?',
    a: 'A person from our team answers every message within one working day, usually much sooner during support hours.',
  },
  {
    q: 'Can you quote for a large or unusual job?',
    a: 'Yes. Choose "Custom quote" or "Bulk / corporate order", tell us the product, size, quantity and deadline, and we will send a written quote with GST included.',
  },
  {
    q: 'Can you design my artwork for me?',
    a: 'Our in-house designers can create or fix a design from your sketch, logo or brief. Choose "Design services" and describe what you have in mind.',
  },
  {
    q: 'Where is my order?',
    a: 'Use Track Order with your order number and the email or phone on the order to see its status and courier details at any time.',
  },
  {
    q: 'How much is shipping?',
    a: `Shipping is free on orders over ${formatPaise(SITE.freeShippingThresholdPaise)}; below that it is a flat ${formatPaise(SITE.shippingFeePaise)} anywhere in India.`,
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get('sent') === '1'
  return data({ sent }, { headers: catalogCacheHeaders(request) })
}

export async function action({ request }: ActionFunctionArgs) {
  // A body that is not a form (a script posting JSON) is treated as an empty form: a 400, not a 500.
  const formData = await request.formData().catch(() => new FormData())
  const noStore = { 'Cache-Control': 'no-store' }

  // A filled honeypot gets the same answer as a real message, so bots learn nothing; nothing is kept.
  const honeypot = formData.get(HONEYPOT)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return redirect(SENT_URL, { status: 303, headers: noStore })
  }

  const submission = parseWithZod(formData, { schema: ContactSchema })
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400, headers: PRIVATE_HEADERS })
  }
  const limited = await checkLimits([[RATE_LIMITS.contactPerIp, clientIp(request)]])
  if (!limited.allowed) {
    return data(submission.reply({ formErrors: [rateLimitMessage(limited.retryAfterSeconds)] }), {
      status: 429,
      headers: { ...PRIVATE_HEADERS, 'Retry-After': String(limited.retryAfterSeconds) },
    })
  }
  await sendContactMessage(submission.value)
  return redirect(SENT_URL, { status: 303, headers: noStore })
}

// The page is public, but anything an action answers carries what the visitor typed.
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders

export default function ContactPage() {
  const { sent } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="bg-gradient-to-b from-white to-paper">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 md:pt-16 md:pb-12">
          <p className="text-sm font-medium text-brand-600">Contact us</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight tracking-tight md:text-5xl">
            Talk to a print specialist
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-black/65">
            Quotes, bulk orders, design help or a question about an order: tell us what you need and
            a real person from our Bengaluru studio will reply within one working day.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[1.4fr_1fr]">
        <div className="rounded-3xl bg-white p-6 ring-1 ring-black/5 md:p-10">
          {sent ? <Confirmation /> : <ContactForm />}
        </div>
        <ContactDetails />
      </div>

      <section
        aria-labelledby="faq"
        className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 lg:grid-cols-[1fr_2fr] lg:gap-16"
      >
        <div>
          <h2 id="faq" className="text-2xl font-semibold tracking-tight">
            Common questions
          </h2>
          <p className="mt-2 text-black/60">
            Quick answers before you write. More in our{' '}
            <Link to="/shipping-info" className="font-medium text-brand-600 hover:underline">
              shipping
            </Link>{' '}
            and{' '}
            <Link to="/returns-refunds" className="font-medium text-brand-600 hover:underline">
              returns
            </Link>{' '}
            pages.
          </p>
        </div>
        <div className="divide-y divide-black/5 rounded-2xl bg-white ring-1 ring-black/5">
          {FAQS.map((faq) => (
            <details key={faq.q} className="group px-6 py-4">
              <summary className="flex cursor-pointer items-center justify-between gap-4 font-medium">
                {faq.q}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-black/40 transition group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 max-w-3xl text-black/65">{faq.a}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  )
}

function Confirmation() {
  return (
    <div role="status" className="py-6 text-center md:py-12">
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-2xl text-brand-600"
      >
        ✓
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight">Message sent</h2>
      <p className="mx-auto mt-3 max-w-md text-black/65">
        Thanks! Your message is with our team. We reply within one working day.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/shop"
          className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
        >
          Browse products
        </Link>
        <Link
          to="/contact"
          className="rounded-full bg-white px-6 py-3 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
        >
          Send another message
        </Link>
      </div>
    </div>
  )
}

function ContactForm() {
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formAction === '/contact'
  const [form, fields] = useForm({
    id: 'contact',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  })

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <div>
        <h2 className="text-xl font-semibold tracking-tight">Send us a message</h2>
        <p className="mt-1 text-sm text-black/60">
          All fields are required unless marked optional.
        </p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField field={fields.name} label="Name" autoComplete="name" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField
          field={fields.phone}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <Field
          label="Subject"
          id={fields.subject.id}
          errorId={fields.subject.errorId}
          errors={fields.subject.errors}
        >
          <select {...getSelectProps(fields.subject)} className={inputClass}>
            <option value="">Choose a topic</option>
            {SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        label="Message"
        id={fields.message.id}
        errorId={fields.message.errorId}
        errors={fields.message.errors}
        hint="Tell us the product, quantity and any deadline. 10 to 2000 characters."
      >
        <textarea {...getTextareaProps(fields.message)} rows={6} className={inputClass} />
      </Field>

      <div className="sr-only">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 pt-2">
        <p className="text-sm text-black/60">We use your details only to reply to you.</p>
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-full bg-ink px-8 py-3 text-sm font-semibold text-white hover:bg-black disabled:opacity-60 sm:w-auto"
        >
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </Form>
  )
}

function ContactDetails() {
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

export const meta: MetaFunction = () => [
  { title: `Contact us | ${SITE.name}` },
  {
    name: 'description',
    content: `Ask for a quote, a bulk or corporate order, design help or help with an order. Call ${SITE.phoneDisplay} or write to us: we reply within one working day.`,
  },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
