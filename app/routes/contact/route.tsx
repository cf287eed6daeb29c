import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { pageMeta } from '#app/components/page-meta.ts'
import { IntroHero } from '#app/components/ui/page-hero.tsx'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { FaqList } from '#app/components/ui/faq-list.tsx'
import { FormMessage, SelectField, TextareaField, TextField } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { ContactDetails } from './details.tsx'
import { RATE_LIMITS, enforceLimits, clientIp } from '#app/server/platform/rate-limit.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { sendContactMessage } from '#app/server/content/contact.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import { phoneDigits } from '#app/utils/phone.ts'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'

const SUBJECTS = [
  'Order help',
  'Custom quote',
  'Bulk / corporate order',
  'Design services',
  'Other',
] as const

/** Bots fill every field; people never see this one. */
const HONEYPOT = 'website'

export const ContactSchema = z.object({
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
    question: 'How quickly will you reply?',
    answer:
      'A person from our team answers every message within one working day, usually much sooner during support hours.',
  },
  {
    question: 'Can you quote for a large or unusual job?',
    answer:
      'Yes. Choose "Custom quote" or "Bulk / corporate order", tell us the product, size, quantity and deadline, and we will send a written quote with GST included.',
  },
  {
    question: 'Can you design my artwork for me?',
    answer:
      'Our in-house designers can create or fix a design from your sketch, logo or brief. Choose "Design services" and describe what you have in mind.',
  },
  {
    question: 'Where is my order?',
    answer:
      'Use Track Order with your order number and the email or phone on the order to see its status and courier details at any time.',
  },
  {
    question: 'How much is shipping?',
    answer: `Shipping is free on orders over ${formatPaise(SITE.freeShippingThresholdPaise)}; below that it is a flat ${formatPaise(SITE.shippingFeePaise)} anywhere in India.`,
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get('sent') === '1'
  return data({ sent }, { headers: catalogCacheHeaders(request, { personal: 'header' }) })
}

export async function action({ request }: ActionFunctionArgs) {
  // A body that is not a form (a script posting JSON) is treated as an empty form: a 400, not a 500.
  const formData = await request.formData().catch(() => new FormData())

  // A filled honeypot gets the same answer as a real message, so bots learn nothing; nothing is kept.
  const honeypot = formData.get(HONEYPOT)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return redirect(SENT_URL, { status: 303 })
  }

  const submission = parseWithZod(formData, { schema: ContactSchema })
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400 })
  }
  try {
    await enforceLimits([[RATE_LIMITS.contactPerIp, clientIp(request)]])
  } catch (error) {
    // Only the limit's refusal (429, its wait, Retry-After) is a form reply; a failing store is a 500.
    return refuse(error, { submission })
  }
  await sendContactMessage(submission.value)
  return redirect(SENT_URL, { status: 303 })
}

export const headers = loaderHeaders

export default function ContactPage() {
  const { sent } = useLoaderData<typeof loader>()
  return (
    <>
      <IntroHero
        eyebrow="Contact us"
        title="Talk to a print specialist"
        intro="Quotes, bulk orders, design help or a question about an order: tell us what you need and a real person from our Bengaluru studio will reply within one working day."
      />

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
        <FaqList faqs={FAQS} />
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
        <ButtonLink to="/shop">Browse products</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Send another message
        </ButtonLink>
      </div>
    </div>
  )
}

function ContactForm() {
  const lastResult = useActionData<typeof action>()
  const sending = useIsPending()
  const [form, fields] = useZodForm({
    id: 'contact',
    schema: ContactSchema,
    lastResult,
    shouldValidate: 'onBlur',
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
        <SelectField
          field={fields.subject}
          label="Subject"
          placeholder="Choose a topic"
          options={SUBJECTS}
        />
      </div>
      <TextareaField
        field={fields.message}
        label="Message"
        hint="Tell us the product, quantity and any deadline. 10 to 2000 characters."
        rows={6}
      />

      <div className="sr-only">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 pt-2">
        <p className="text-sm text-black/60">We use your details only to reply to you.</p>
        <SubmitButton pending={sending} pendingText="Sending…" className="w-full px-8 sm:w-auto">
          Send message
        </SubmitButton>
      </div>
    </Form>
  )
}

export const meta = () =>
  pageMeta(
    'Contact us',
    `Ask for a quote, a bulk or corporate order, design help or help with an order. Call ${SITE.phoneDisplay} or write to us: we reply within one working day.`,
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
