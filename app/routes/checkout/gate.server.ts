import { type Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import { sendSignInCode } from '#app/server/accounts/phone-code.server.ts'
import { completePhoneSignup } from '#app/server/accounts/phone-login.server.ts'
import { type SessionUser } from '#app/server/accounts/session.server.ts'
import { type CartView } from '#app/server/cart/cart.server.ts'
import { beginCheckout } from '#app/server/checkout/checkout.server.ts'
import { readRecoveryCheckoutId } from '#app/server/http/recovery-cookie.server.ts'
import { PhoneNotRegistered, authenticator } from '#app/server/http/authenticator.server.ts'
import { startSession } from '#app/server/http/sign-in.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import {
  AUTH_FIELD_MESSAGES,
  AUTH_MESSAGES,
  passwordLoginSchema,
  sendCodeSchema,
} from '#app/utils/auth-schemas.ts'
import { normalizePhone } from '#app/utils/phone.ts'
import {
  GATE_INTENTS,
  GATE_MESSAGES,
  gatePhoneSchema,
  type GateActionData,
  type GatePhoneValues,
} from './gate-schema.ts'

/**
 * The checkout gate: what a signed-out shopper sees at /checkout, and its three ways in (a phone
 * code, email and password, or registering). Every sign-in here ends at /checkout with the
 * browser's cart merged into the account's (startSession). The sign-in rules, limits and messages
 * are the accounts services' own; this module only strings them into the gate's two phone forms.
 */

const CHECKOUT = '/checkout'
export const REGISTER_FOR_CHECKOUT = `/register?${new URLSearchParams({ returnUrl: CHECKOUT })}`

/** The cart in brief (how many items, what they cost) and where registering starts. */
export function gateLoaderData(cart: Pick<CartView, 'itemCount' | 'subtotalPaise'>) {
  return {
    itemCount: cart.itemCount,
    subtotalPaise: cart.subtotalPaise,
    registerHref: REGISTER_FOR_CHECKOUT,
  }
}
export type GateLoaderData = ReturnType<typeof gateLoaderData>

/**
 * Signs `user` in (the anonymous cart joins the account) and sends them on to checkout, which
 * starts here: recorded for the abandoned-checkouts list (beginCheckout), never blocking them.
 */
async function enterCheckout(request: Request, user: Pick<SessionUser, 'id' | 'email' | 'phone'>) {
  const { headers, cartId } = await startSession(request, user.id)
  await beginCheckout({
    user,
    cartId,
    returnedFrom: await readRecoveryCheckoutId(request),
  }).catch((error: unknown) => console.error('Failed to track checkout', error))
  return redirect(CHECKOUT, { status: 303, headers })
}

/** "Meera Iyer" → first and last name; a one-word name is a first name. */
export function splitName(name: string) {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

type State = Omit<GateActionData, 'result'>

function reply(body: GateActionData, status: number, headers?: HeadersInit) {
  return data(body, { status, headers })
}

/**
 * Runs one form's use case and translates the outcome: a redirect passes through, a refusal
 * (AppError) becomes the form's messages with its status and headers (Retry-After on 429), an
 * invalid form is a 400 with its field errors, anything else is logged and answered with
 * `fallback`. `work` may update `state` (the phone step) before it refuses.
 */
async function settle<Value>(
  state: State,
  submission: Submission<Record<string, unknown>, string[], Value>,
  fallback: string,
  work: (value: Value, state: State) => Promise<Response | Partial<State>>,
  hideFields?: string[],
) {
  try {
    if (submission.status !== 'success') throw new AppError(400, fallback)
    const outcome = await work(submission.value, state)
    if (outcome instanceof Response) return outcome
    return reply({ ...state, ...outcome, result: submission.reply({ hideFields }) }, 200)
  } catch (error) {
    return refuse(error, {
      submission,
      fallback,
      hideFields,
      // An expired proof means a new code: back to the first form.
      body: (result, { code }): GateActionData =>
        code === 'PROOF_EXPIRED'
          ? { ...state, step: undefined, proof: undefined, result }
          : { ...state, result },
    })
  }
}

/**
 * The gate's form posts (intents `gate-password`, `gate-send-code`, `gate-phone`): a 303 to
 * /checkout with the session and cart cookies once signed in, else the form state with a 4xx.
 */
export async function gateAction(request: Request, formData: FormData) {
  const intent = String(formData.get('intent') ?? '')
  const ip = clientIp(request)
  const field = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' && value ? value : undefined
  }

  switch (intent) {
    case GATE_INTENTS.password:
      return settle(
        { intent },
        parseWithZod(formData, { schema: passwordLoginSchema }),
        AUTH_MESSAGES.loginFailed,
        async () =>
          enterCheckout(request, await authenticator.authenticate('email-password', request)),
        ['password'],
      )

    case GATE_INTENTS.sendCode: {
      // A failed resend keeps the code form of the number a code already went to.
      const sentTo = normalizePhone(field('sentTo') ?? '') ?? undefined
      return settle(
        { intent, step: sentTo ? 'code' : undefined, phone: sentTo },
        parseWithZod(formData, { schema: sendCodeSchema }),
        AUTH_MESSAGES.phoneLoginFailed,
        async (value) => ({ step: 'code', ...(await sendSignInCode({ ...value, ip })) }),
      )
    }

    case GATE_INTENTS.phone: {
      const proof = field('proof')
      const phone = field('phone')
      return settle(
        {
          intent,
          step: proof ? 'details' : 'code',
          phone: (phone && normalizePhone(phone)) ?? phone,
          proof,
        },
        parseWithZod(formData, { schema: gatePhoneSchema }),
        AUTH_MESSAGES.phoneLoginFailed,
        (value, state) => phoneSignIn(request, value, state),
      )
    }

    default:
      return reply(
        {
          intent: '',
          result: { status: 'error', error: { '': [AUTH_MESSAGES.loginFailed] } },
        },
        400,
      )
  }
}

/**
 * The phone flow's second form. A code for a number with an account signs in; for a new number
 * the same submit's name and email create the account. A new number without them gets its proof
 * back (the code is spent) so the next submit adds only the name and email.
 */
async function phoneSignIn(request: Request, value: GatePhoneValues, state: State) {
  let proof = value.proof
  if (!proof) {
    try {
      return await enterCheckout(request, await authenticator.authenticate('phone-code', request))
    } catch (error) {
      if (!(error instanceof PhoneNotRegistered)) throw error
      proof = error.proof
      Object.assign(state, { step: 'details', phone: error.phone, proof })
    }
  }
  const { name, email } = value
  if (!name || !email) {
    const fieldErrors: Record<string, string[]> = {}
    if (!name) fieldErrors.name = [GATE_MESSAGES.nameRequired]
    if (!email) fieldErrors.email = [AUTH_FIELD_MESSAGES.email]
    throw new AppError(400, GATE_MESSAGES.needsDetails, { fieldErrors })
  }
  const user = await completePhoneSignup({ proof, ...splitName(name), email })
  return await enterCheckout(request, user)
}
