import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AuthLayout, linkClass } from '#app/components/auth-layout.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Field, FormMessage, inputClass, SubmitButton } from '#app/components/forms.tsx'
import {
  AUTH_MESSAGES,
  AuthFailure,
  PhoneNotRegistered,
  authenticator,
  requireAnonymous,
  safeRedirect,
} from '#app/server/accounts/auth.server.ts'
import { PRIVATE_HEADERS } from '#app/server/http/cache.server.ts'
import { sendPhoneCode } from '#app/server/accounts/phone-login.server.ts'
import { signIn } from '#app/server/accounts/sign-in.server.ts'
import {
  createPhoneAccount,
  createPhoneProof,
  readPhoneProof,
} from '#app/server/accounts/users.server.ts'
import { completePhoneSignupSchema } from '#app/utils/auth-schemas.ts'
import { SITE } from '#app/utils/site.ts'

type Method = 'email' | 'phone'
type ActionData = {
  method: Method
  step?: 'code' | 'profile'
  phone?: string
  proof?: string
  email?: string
  message?: string
  formError?: string
  fields?: Record<string, string>
}

export async function loader({ request }: LoaderFunctionArgs) {
  const signedIn = await requireAnonymous(request)
  const params = new URL(request.url).searchParams
  return data(
    {
      signedInAs: signedIn?.email ?? null,
      method: (params.get('method') === 'phone' ? 'phone' : 'email') as Method,
      returnUrl: safeRedirect(params.get('returnUrl'), ''),
      requireAuth: params.get('requireAuth'),
    },
    { headers: PRIVATE_HEADERS },
  )
}

function reply(body: ActionData, status = 200, headers?: HeadersInit) {
  return data(body, { status, headers: { ...PRIVATE_HEADERS, ...headers } })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData())
  const intent = String(form.get('intent') ?? '')
  const returnUrl = safeRedirect(form.get('returnUrl'), '/')
  const method: Method = intent === 'password' ? 'email' : 'phone'
  try {
    switch (intent) {
      case 'password': {
        const user = await authenticator.authenticate('password', request)
        return await signIn(request, user, returnUrl)
      }
      case 'send-otp': {
        const sent = await sendPhoneCode(request, String(form.get('phone') ?? ''))
        return reply({ method, step: 'code', phone: sent.phone, message: sent.message })
      }
      case 'phone-login': {
        try {
          const user = await authenticator.authenticate('phone-otp', request)
          return await signIn(request, user, returnUrl)
        } catch (error) {
          if (!(error instanceof PhoneNotRegistered)) throw error
          return reply({
            method,
            step: 'profile',
            phone: error.phone,
            proof: createPhoneProof(error.phone),
          })
        }
      }
      case 'complete-signup': {
        const parsed = completePhoneSignupSchema.safeParse(Object.fromEntries(form))
        const phone = parsed.success ? readPhoneProof(parsed.data.proof) : null
        if (!parsed.success) {
          const fields = Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
          )
          return reply(
            {
              method,
              step: 'profile',
              phone: String(form.get('phone') ?? ''),
              proof: String(form.get('proof') ?? ''),
              formError: AUTH_MESSAGES.phoneLoginFailed,
              fields,
            },
            400,
          )
        }
        if (!phone) {
          return reply(
            { method, formError: 'Your code has expired. Ask for a new code to continue.' },
            400,
          )
        }
        const created = await createPhoneAccount({ ...parsed.data, phone })
        if (!created.ok) {
          return reply(
            {
              method,
              step: 'profile',
              phone,
              proof: parsed.data.proof,
              formError: AUTH_MESSAGES.phoneLoginFailed,
              fields: created.fields,
            },
            400,
          )
        }
        return await signIn(request, created.value, returnUrl)
      }
      default:
        return reply({ method: 'email', formError: AUTH_MESSAGES.loginFailed }, 400)
    }
  } catch (error) {
    if (error instanceof AuthFailure) {
      const phone = String(form.get('phone') ?? '')
      return reply(
        {
          method,
          step: intent === 'phone-login' ? 'code' : undefined,
          phone,
          email: String(form.get('email') ?? ''),
          formError: error.message,
          fields: error.fields,
        },
        error.status,
        error.headers,
      )
    }
    console.error(`login (${intent}) failed`, error)
    const fallback = method === 'email' ? AUTH_MESSAGES.loginFailed : AUTH_MESSAGES.phoneLoginFailed
    return reply({ method, formError: fallback }, 500)
  }
}

export default function LoginPage() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const method = actionData?.method ?? loaderData.method
  const { returnUrl, requireAuth, signedInAs } = loaderData
  const query = (m: Method) => {
    const params = new URLSearchParams()
    if (m === 'phone') params.set('method', 'phone')
    if (returnUrl) params.set('returnUrl', returnUrl)
    if (requireAuth) params.set('requireAuth', requireAuth)
    return `?${params}`
  }
  const registerHref = `/register${returnUrl ? `?${new URLSearchParams({ returnUrl })}` : ''}`

  return (
    <AuthLayout
      title="Sign in"
      intro={
        signedInAs ? (
          <FormMessage tone="info">
            You are signed in as {signedInAs}, which cannot open the admin area. Sign in with an
            admin account to continue.
          </FormMessage>
        ) : requireAuth === 'designer' ? (
          <FormMessage tone="info">
            Sign in to use the online designer. Your designs are saved to your account, and you will
            go straight back to the designer.
          </FormMessage>
        ) : (
          'Welcome back. Sign in to see your orders, saved designs and addresses.'
        )
      }
      footer={
        <>
          New to {SITE.name}?{' '}
          <Link to={registerHref} className={linkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <nav aria-label="Sign-in method" className="mb-6 grid grid-cols-2 rounded-full bg-paper p-1">
        {(['email', 'phone'] as const).map((m) => (
          <Link
            key={m}
            to={query(m)}
            replace
            aria-current={method === m ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-center text-sm font-semibold ${
              method === m ? 'bg-white shadow-sm ring-1 ring-black/10' : 'text-black/60'
            }`}
          >
            {m === 'email' ? 'Email & password' : 'Phone (OTP)'}
          </Link>
        ))}
      </nav>
      {method === 'email' ? (
        <EmailForm returnUrl={returnUrl} actionData={actionData} />
      ) : (
        <PhoneForms returnUrl={returnUrl} actionData={actionData} />
      )}
    </AuthLayout>
  )
}

function usePending(intent: string) {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
}

function EmailForm({ returnUrl, actionData }: { returnUrl: string; actionData?: ActionData }) {
  const pending = usePending('password')
  const fields = actionData?.method === 'email' ? (actionData.fields ?? {}) : {}
  return (
    <Form method="post" className="space-y-5" aria-describedby="login-error">
      <FormMessage tone="error" id="login-error">
        {actionData?.method === 'email' ? actionData.formError : undefined}
      </FormMessage>
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <Field
        label="Email"
        id="login-email"
        errorId="login-email-error"
        errors={fields.email ? [fields.email] : undefined}
      >
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          aria-invalid={fields.email ? true : undefined}
          aria-describedby={fields.email ? 'login-email-error' : undefined}
          className={inputClass}
        />
      </Field>
      <Field
        label="Password"
        id="login-password"
        errorId="login-password-error"
        errors={fields.password ? [fields.password] : undefined}
      >
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={fields.password ? true : undefined}
          aria-describedby={fields.password ? 'login-password-error' : undefined}
          className={inputClass}
        />
      </Field>
      <div className="flex items-center justify-between gap-4">
        <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
          Forgot password?
        </Link>
        <SubmitButton name="intent" value="password" pending={pending} pendingText="Signing in…">
          Sign in
        </SubmitButton>
      </div>
    </Form>
  )
}

function PhoneForms({ returnUrl, actionData }: { returnUrl: string; actionData?: ActionData }) {
  const sending = usePending('send-otp')
  const verifying = usePending('phone-login')
  const completing = usePending('complete-signup')
  const phoneData = actionData?.method === 'phone' ? actionData : undefined
  const fields = phoneData?.fields ?? {}
  const error = <FormMessage tone="error">{phoneData?.formError}</FormMessage>

  if (phoneData?.step === 'profile') {
    return (
      <Form method="post" className="space-y-5">
        {error}
        <FormMessage tone="success">
          Your number is verified. Tell us who you are to finish creating your account.
        </FormMessage>
        <input type="hidden" name="returnUrl" value={returnUrl} />
        <input type="hidden" name="proof" value={phoneData.proof ?? ''} />
        <input type="hidden" name="phone" value={phoneData.phone ?? ''} />
        <div className="grid gap-5 sm:grid-cols-2">
          <PlainField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            error={fields.firstName}
          />
          <PlainField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            error={fields.lastName}
          />
        </div>
        <PlainField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={fields.email}
          hint="For order updates and receipts."
        />
        <SubmitButton
          name="intent"
          value="complete-signup"
          pending={completing}
          pendingText="Creating your account…"
          className="w-full"
        >
          Create account and sign in
        </SubmitButton>
      </Form>
    )
  }

  const codeSent = phoneData?.step === 'code'
  return (
    <div className="space-y-6">
      {error}
      {codeSent && phoneData?.message ? (
        <FormMessage tone="success">{phoneData.message}</FormMessage>
      ) : null}
      <Form method="post" className="space-y-5">
        <input type="hidden" name="returnUrl" value={returnUrl} />
        <PlainField
          name="phone"
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          defaultValue={phoneData?.phone}
          error={codeSent ? undefined : fields.phone}
          hint="10-digit Indian mobile number. We will text you a 6-digit code."
        />
        <SubmitButton
          name="intent"
          value="send-otp"
          pending={sending}
          pendingText="Sending code…"
          className={codeSent ? 'w-full !bg-white !text-ink ring-1 ring-black/15' : 'w-full'}
        >
          {codeSent ? 'Resend code' : 'Send OTP'}
        </SubmitButton>
      </Form>
      {codeSent ? (
        <Form method="post" className="space-y-5 border-t border-black/10 pt-6">
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <input type="hidden" name="phone" value={phoneData?.phone ?? ''} />
          <PlainField
            name="otp"
            label="6-digit code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            error={fields.otp}
          />
          <SubmitButton
            name="intent"
            value="phone-login"
            pending={verifying}
            pendingText="Checking…"
            className="w-full"
          >
            Verify and sign in
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  )
}

function PlainField({
  name,
  label,
  error,
  hint,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  name: string
  label: string
  error?: string
  hint?: string
}) {
  const id = `login-${name}`
  return (
    <Field
      label={label}
      id={id}
      errorId={`${id}-error`}
      errors={error ? [error] : undefined}
      hint={hint}
    >
      <input
        id={id}
        name={name}
        type="text"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
    </Field>
  )
}

export const meta: MetaFunction = () => [
  { title: `Sign in | ${SITE.name}` },
  {
    name: 'description',
    content: 'Sign in with your email and password or a one-time code sent to your phone.',
  },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
