import { type Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, linkClass } from '#app/components/auth-layout.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { requireAnonymous, safeRedirect } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { sendSignInCode } from '#app/server/accounts/phone-code.server.ts'
import { completePhoneSignup } from '#app/server/accounts/phone-login.server.ts'
import { PhoneNotRegistered, authenticator } from '#app/server/http/authenticator.server.ts'
import { attemptSignIn, signIn } from '#app/server/http/sign-in.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import {
  AUTH_MESSAGES,
  completePhoneSignupSchema,
  passwordLoginSchema,
  sendCodeSchema,
  verifyCodeSchema,
} from '#app/utils/auth-schemas.ts'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { SITE } from '#app/utils/site.ts'
import { EmailForm } from './email-form.tsx'
import { PhoneForms } from './phone-forms.tsx'
import { type Intent, type LoginActionData, type Method } from './shared.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const signedIn = await requireAnonymous(request)
  const params = new URL(request.url).searchParams
  return data({
    signedInAs: signedIn?.email ?? null,
    method: (params.get('method') === 'phone' ? 'phone' : 'email') as Method,
    returnUrl: safeRedirect(params.get('returnUrl'), ''),
    requireAuth: params.get('requireAuth'),
  })
}

function reply(body: LoginActionData, status: number, extra?: HeadersInit) {
  return data(body, { status, headers: extra })
}

/**
 * Runs one form's use case and translates the outcome: a redirect passes through, a refusal
 * (AppError) becomes the form's messages with its status and headers, anything else is logged and
 * answered with `fallback`. A refused form is a refusal too; for a sign-in it ends any session the
 * browser had (spec section 4), like a wrong password.
 */
async function run<Value>(
  request: Request,
  state: Omit<LoginActionData, 'result'>,
  submission: Submission<Record<string, unknown>, string[], Value>,
  fallback: string,
  work: (value: Value) => Promise<Response | Partial<LoginActionData>>,
  { signsIn = false, hideFields }: { signsIn?: boolean; hideFields?: string[] } = {},
) {
  const attempt = () => {
    if (submission.status !== 'success') throw new AppError(400, fallback)
    return work(submission.value)
  }
  try {
    const outcome = signsIn ? await attemptSignIn(request, attempt) : await attempt()
    if (outcome instanceof Response) return outcome
    return reply({ ...state, ...outcome, result: submission.reply({ hideFields }) }, 200)
  } catch (error) {
    return refuse(error, {
      submission,
      fallback,
      hideFields,
      body: (result, refused): LoginActionData => ({
        ...state,
        // An expired phone proof starts the phone sign-in again.
        step: refused.code === 'PROOF_EXPIRED' ? undefined : state.step,
        result,
      }),
    })
  }
}

export async function action({ request }: ActionFunctionArgs) {
  // A clone: the sign-in strategies read the form from the request itself.
  const formData = await request
    .clone()
    .formData()
    .catch(() => new FormData())
  const intent = String(formData.get('intent') ?? '')
  const returnUrl = safeRedirect(formData.get('returnUrl'), '/')
  const ip = clientIp(request)
  const phone = String(formData.get('phone') ?? '')
  const state = (step?: LoginActionData['step']) => ({
    method: 'phone' as const,
    intent: intent as Intent,
    step,
    phone,
    proof: String(formData.get('proof') ?? ''),
  })
  switch (intent) {
    case 'password':
      return run(
        request,
        { method: 'email', intent },
        parseWithZod(formData, { schema: passwordLoginSchema }),
        AUTH_MESSAGES.loginFailed,
        async () => {
          const user = await authenticator.authenticate('email-password', request)
          return signIn(request, user, returnUrl, { rememberDeviceFor: user.email })
        },
        { signsIn: true, hideFields: ['password'] },
      )
    case 'send-otp':
      return run(
        request,
        state(),
        parseWithZod(formData, { schema: sendCodeSchema }),
        AUTH_MESSAGES.phoneLoginFailed,
        async (value) => ({ step: 'code', ...(await sendSignInCode({ ...value, ip })) }),
      )
    case 'phone-login':
      return run(
        request,
        state('code'),
        parseWithZod(formData, { schema: verifyCodeSchema }),
        AUTH_MESSAGES.phoneLoginFailed,
        async () => {
          try {
            const user = await authenticator.authenticate('phone-code', request)
            return await signIn(request, user, returnUrl)
          } catch (error) {
            // A right code for a number with no account: on to the profile step, with its proof.
            if (!(error instanceof PhoneNotRegistered)) throw error
            return { step: 'profile', phone: error.phone, proof: error.proof }
          }
        },
        { signsIn: true },
      )
    case 'complete-signup':
      return run(
        request,
        state('profile'),
        parseWithZod(formData, { schema: completePhoneSignupSchema }),
        AUTH_MESSAGES.phoneLoginFailed,
        async (value) => signIn(request, await completePhoneSignup(value), returnUrl),
      )
    default:
      return reply(
        {
          method: 'email',
          intent: '',
          result: { status: 'error', error: { '': [AUTH_MESSAGES.loginFailed] } },
        },
        400,
      )
  }
}

export default function LoginPage() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as LoginActionData | undefined
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

export const meta = () =>
  pageMeta(
    'Sign in',
    'Sign in with your email and password or a one-time code sent to your phone.',
    NOINDEX,
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
