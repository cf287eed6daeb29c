import { getFormProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { AuthLayout, linkClass } from '#app/components/auth-layout.tsx'
import {
  OtpField,
  PasswordSignInForm,
  SendCodeForm,
  useIntentPending,
} from '#app/components/auth/sign-in-forms.tsx'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import { formatPaise } from '#app/utils/money.ts'
import { type GateLoaderData } from './gate.server.ts'
import {
  GATE_INTENTS,
  GATE_MESSAGES,
  gatePhoneSchema,
  type GateActionData,
  type GateIntent,
} from './gate-schema.ts'

type PhoneIntent = typeof GATE_INTENTS.sendCode | typeof GATE_INTENTS.phone
const FORM_IDS: Record<PhoneIntent, string> = {
  [GATE_INTENTS.sendCode]: 'gate-send-code',
  [GATE_INTENTS.phone]: 'gate-phone',
}

/** The answer for the form that sent `intent`, none for the others. */
const resultFor = (data: GateActionData | undefined, intent: GateIntent) =>
  data?.intent === intent ? data.result : undefined

/**
 * /checkout for a signed-out shopper: the cart in brief and three ways in, each coming back here
 * with the cart. The phone comes first: a new customer goes from number to checkout in two forms.
 */
export function CheckoutGate({
  gate,
  actionData,
}: {
  gate: GateLoaderData
  actionData?: GateActionData
}) {
  return (
    <AuthLayout
      title="Sign in to check out"
      intro={<CartBrief itemCount={gate.itemCount} subtotalPaise={gate.subtotalPaise} />}
      footer={
        <>
          New here?{' '}
          <Link to={gate.registerHref} className={linkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <section aria-labelledby="gate-phone-title" className="space-y-4">
        <div>
          <h2 id="gate-phone-title" className="text-lg font-semibold">
            Continue with your mobile number
          </h2>
          <p className="mt-1 text-sm text-black/65">
            The quickest way: we text you a code. New customers add a name and email in the same
            step.
          </p>
        </div>
        <PhoneFlow actionData={actionData} />
      </section>
      <div className="my-8 flex items-center gap-4 text-sm text-black/50" aria-hidden="true">
        <span className="h-px flex-1 bg-black/10" />
        or
        <span className="h-px flex-1 bg-black/10" />
      </div>
      <section aria-labelledby="gate-password-title" className="space-y-4">
        <h2 id="gate-password-title" className="text-lg font-semibold">
          Sign in with email and password
        </h2>
        <PasswordSignInForm
          id="gate-password"
          intent={GATE_INTENTS.password}
          lastResult={resultFor(actionData, GATE_INTENTS.password)}
        />
      </section>
    </AuthLayout>
  )
}

function CartBrief({ itemCount, subtotalPaise }: { itemCount: number; subtotalPaise: number }) {
  if (itemCount === 0) {
    return (
      <p>
        Your cart is empty. Sign in now and{' '}
        <Link to="/shop" className={linkClass}>
          browse products
        </Link>{' '}
        afterwards.
      </p>
    )
  }
  return (
    <p>
      Your cart: {itemCount} {itemCount === 1 ? 'item' : 'items'}, subtotal{' '}
      <strong className="text-ink">{formatPaise(subtotalPaise)}</strong>.{' '}
      <Link to="/cart" className={linkClass}>
        Edit cart
      </Link>
    </p>
  )
}

/** Form 1 sends the code; form 2 takes it (and a new customer's name and email). */
function PhoneFlow({ actionData }: { actionData?: GateActionData }) {
  const phoneData = actionData && actionData.intent in FORM_IDS ? actionData : undefined
  const step = phoneData?.step
  const message = phoneData?.result.error?.['']?.[0]
  return (
    <div className="space-y-6">
      <FormMessage
        // The form that was sent points at this message (aria-describedby).
        id={phoneData ? `${FORM_IDS[phoneData.intent as PhoneIntent]}-error` : undefined}
        tone={message === GATE_MESSAGES.needsDetails ? 'info' : 'error'}
      >
        {message}
      </FormMessage>
      {step === 'code' && phoneData?.message ? (
        <FormMessage tone="success">{phoneData.message}</FormMessage>
      ) : null}
      {step === 'details' ? null : (
        <SendCodeForm
          key={`send-${phoneData?.phone ?? ''}`}
          id={FORM_IDS[GATE_INTENTS.sendCode]}
          intent={GATE_INTENTS.sendCode}
          lastResult={resultFor(phoneData, GATE_INTENTS.sendCode)}
          phone={phoneData?.phone}
          codeSent={step === 'code'}
        >
          {step === 'code' ? (
            <input type="hidden" name="sentTo" value={phoneData?.phone ?? ''} />
          ) : null}
        </SendCodeForm>
      )}
      {phoneData && step ? (
        <CodeForm key={`code-${phoneData.phone ?? ''}-${step}`} actionData={phoneData} />
      ) : null}
    </div>
  )
}

function CodeForm({ actionData }: { actionData: GateActionData }) {
  const verified = actionData.step === 'details'
  const pending = useIntentPending(GATE_INTENTS.phone)
  const [form, fields] = useZodForm({
    id: FORM_IDS[GATE_INTENTS.phone],
    schema: gatePhoneSchema,
    lastResult: resultFor(actionData, GATE_INTENTS.phone),
  })
  return (
    <Form
      method="post"
      className={`space-y-5 ${verified ? '' : 'border-t border-black/10 pt-6'}`}
      {...getFormProps(form)}
    >
      <input type="hidden" name="phone" value={actionData.phone ?? ''} />
      {verified ? (
        <input type="hidden" name="proof" value={actionData.proof ?? ''} />
      ) : (
        // Just sent, or refused: the shopper's next move is typing the code.
        <OtpField
          field={fields.otp}
          autoFocus={actionData.intent === GATE_INTENTS.sendCode || Boolean(fields.otp.errors)}
        />
      )}
      <fieldset className="space-y-5 rounded-2xl bg-paper p-4">
        <legend className="float-left text-sm font-semibold">
          {verified ? 'Create your account' : 'New customers only'}
        </legend>
        <p className="clear-left text-sm text-black/65">
          {verified
            ? 'Add your name and email to finish creating your account.'
            : 'First order with this number? Add these and your account is created with the code. Returning customers can leave them empty.'}
        </p>
        <TextField
          field={fields.name}
          label="Your name"
          autoComplete="name"
          required={verified}
          autoFocus={verified}
        />
        <TextField
          field={fields.email}
          label="Email for your receipt"
          type="email"
          autoComplete="email"
          required={verified}
        />
      </fieldset>
      <SubmitButton
        name="intent"
        value={GATE_INTENTS.phone}
        pending={pending}
        pendingText="Checking…"
        className="w-full"
      >
        {verified ? 'Create account and continue' : 'Verify and continue'}
      </SubmitButton>
      {verified ? (
        <p className="text-center text-sm">
          <Link to="/checkout" className={linkClass}>
            Use another number
          </Link>
        </p>
      ) : null}
    </Form>
  )
}
