import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { sessionUserSelect, type SessionUser } from './session.server.ts'
import {
  createPhoneAccount,
  createPhoneProof,
  readPhoneProof,
  releaseUnprovedPhone,
} from './users.server.ts'

/**
 * Signing in with a code sent to a phone (sent and checked by phone-code.server.ts): the proved
 * phone signs into its account, or (a number with no account yet) gets one once the visitor has
 * given a name and email.
 */

export const PHONE_LOGIN_MESSAGES = {
  needsProfile: 'Your number is verified. Add your name and email to create your account.',
  proofExpired: 'Your code has expired. Ask for a new code to continue.',
} as const

export type PhoneSignIn =
  | { user: SessionUser }
  /** The number has no account yet: `proof` vouches for it while the visitor adds a name. */
  | { user: null; phone: string; proof: string }

/**
 * Who a proved phone signs in as (the phone-code strategy's verify step, after provePhone): the
 * account that proved this phone. An account that only typed it (never proved) is not signed
 * into: the number is released from it and the person with the phone goes on as a new number
 * (decision 031; issue 21, PREHIJACK-A), with a proof that vouches for it while they add a name.
 */
export async function accountOfProvedPhone(phone: string): Promise<PhoneSignIn> {
  const user = await prisma.$transaction(async (tx) => {
    await releaseUnprovedPhone(tx, phone)
    return tx.user.findFirst({
      where: { phone, phoneVerifiedAt: { not: null } },
      select: sessionUserSelect,
    })
  })
  if (user) return { user: user as SessionUser }
  return { user: null, phone, proof: createPhoneProof(phone) }
}

/** Creates the passwordless account of a verified phone (see accountOfProvedPhone). */
export async function completePhoneSignup(input: {
  proof: string
  firstName: string
  lastName: string
  email: string
}): Promise<SessionUser> {
  const phone = readPhoneProof(input.proof)
  if (!phone) throw new AppError(400, PHONE_LOGIN_MESSAGES.proofExpired, { code: 'PROOF_EXPIRED' })
  const { firstName, lastName, email } = input
  return createPhoneAccount({ phone, firstName, lastName, email })
}
