/** How the header and the account area name a signed-in person (spec section 2). */

export const DEFAULT_MEMBER_LABEL = 'PrintStudio member'

type Named = { firstName?: string | null; displayName?: string | null; email?: string | null }

/** First letter of the first name, else of the display name, else of the email, else P. */
export function avatarLetter(user: Named) {
  const source = [user.firstName, user.displayName, user.email].find((s) => s?.trim())
  return (source?.trim()[0] ?? 'P').toUpperCase()
}

/** First name, else display name, else the default member label. */
export function greetingName(user: Named) {
  return user.firstName?.trim() || user.displayName?.trim() || DEFAULT_MEMBER_LABEL
}

/** The account pages, in the order the header menu and the account sidebar list them. */
export const ACCOUNT_LINKS = [
  { to: '/account/orders', label: 'Orders & Projects' },
  { to: '/account/points', label: 'Points' },
  { to: '/account/addresses', label: 'Saved Addresses' },
  { to: '/account/change-password', label: 'Security & Settings' },
] as const
