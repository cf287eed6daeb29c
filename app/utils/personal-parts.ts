import { escapeXml as escapeHtml } from './escape.ts'
import { ACCOUNT_LINKS, avatarLetter, greetingName } from './user.ts'

/**
 * The visitor's own parts of a catalog page (decision 070): the header's account link or menu and
 * the cart badge. They are HTML made by the functions below, on the server, in the browser and by
 * the page cache alike, so a cached catalog page can be answered to a shopper with their parts
 * filled in (server/page-cache.ts), and React hydrates exactly what the cache sent.
 */
export type HeaderUser = { firstName: string; displayName: string | null; email: string }
export type PersonalParts = { cartCount: number; user: HeaderUser | null }

export const NO_PERSONAL_PARTS: PersonalParts = { cartCount: 0, user: null }

/** The id of the JSON element that holds the parts the page was sent with (read at hydration). */
export const PERSONAL_PARTS_ID = 'personal-parts'

/**
 * Where each part sits in a page: the page cache cuts a stored page at these and fills in the
 * shopper's own. Comments for the HTML parts; the JSON element's own tags for the data.
 */
export const PERSONAL_SLOTS = {
  account: { open: '<!--personal:account-->', close: '<!--/personal:account-->' },
  cart: { open: '<!--personal:cart-->', close: '<!--/personal:cart-->' },
  data: {
    open: `<script type="application/json" id="${PERSONAL_PARTS_ID}">`,
    close: '</script>',
  },
} as const
export type PersonalSlot = keyof typeof PERSONAL_SLOTS

const AUTH_PAGES = /^\/(login|register|forgot-password|reset-password)(\/|$)/

function signInHref(pathname: string, search: string) {
  const here = `${pathname}${search}`
  return AUTH_PAGES.test(pathname) || here === '/'
    ? '/login'
    : `/login?${new URLSearchParams({ returnUrl: here })}`
}

const MENU_ITEM = 'block rounded-lg px-3 py-2 text-sm hover:bg-black/5'

/**
 * Signed out: "Sign in", coming back to this page afterwards. Signed in: the avatar (spec section
 * 2) opening a menu that works without JavaScript (<details>); the header closes it on a route
 * change, and a plain form signs out.
 */
function accountHtml(user: HeaderUser | null, location: { pathname: string; search: string }) {
  if (!user) {
    const href = escapeHtml(signInHref(location.pathname, location.search))
    return `<a href="${href}" class="rounded-full px-3 py-2 text-sm font-medium hover:bg-black/5">Sign in</a>`
  }
  const links = [{ to: '/account', label: 'My Account' }, ...ACCOUNT_LINKS]
    .map(
      (link) => `<li><a href="${link.to}" class="${MENU_ITEM}">${escapeHtml(link.label)}</a></li>`,
    )
    .join('')
  return (
    '<details data-menu="top" class="relative">' +
    '<summary aria-label="Account menu" class="grid size-9 cursor-pointer list-none place-items-center rounded-full bg-ink text-sm font-semibold text-white [&amp;::-webkit-details-marker]:hidden">' +
    `<span aria-hidden="true">${escapeHtml(avatarLetter(user))}</span></summary>` +
    '<div class="absolute right-0 z-50 mt-2 w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/10">' +
    '<p class="border-b border-black/5 px-3 pt-1 pb-3 text-sm">' +
    '<span class="block text-black/60">Signed in as</span>' +
    `<span class="block font-semibold">${escapeHtml(greetingName(user))}</span>` +
    `<span class="block truncate text-black/60">${escapeHtml(user.email)}</span></p>` +
    `<ul class="py-1">${links}</ul>` +
    '<form method="post" action="/logout" class="border-t border-black/5 pt-1">' +
    `<button type="submit" class="${MENU_ITEM} w-full text-left">Sign out</button></form>` +
    '</div></details>'
  )
}

/** The cart link's name ("Cart, 2 items") and its badge; inside the link, next to its icon. */
function cartHtml(count: number) {
  if (count <= 0) return '<span class="sr-only">Cart</span>'
  return (
    `<span class="sr-only">Cart, ${count} items</span>` +
    '<span aria-hidden="true" class="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-semibold text-white">' +
    `${count}</span>`
  )
}

/** The parts as the JSON element holds them; `<` escaped so no text can close the element. */
export function personalPartsJson(parts: PersonalParts) {
  return JSON.stringify(parts).replace(/</g, '\\u003c')
}

/** The header's slots for these parts, each within its markers (what React renders). */
export function personalSlotHtml(
  parts: PersonalParts,
  location: { pathname: string; search: string },
): Record<'account' | 'cart', string> {
  const wrap = (slot: 'account' | 'cart', html: string) =>
    `${PERSONAL_SLOTS[slot].open}${html}${PERSONAL_SLOTS[slot].close}`
  return {
    account: wrap('account', accountHtml(parts.user, location)),
    cart: wrap('cart', cartHtml(parts.cartCount)),
  }
}

/**
 * What the page cache puts between each slot's markers for a shopper. The account slot of a
 * signed-out shopper is the anonymous page's own "Sign in" link (it depends only on the address),
 * so it is left as stored (undefined).
 */
export function personalSlotFill(parts: PersonalParts): Partial<Record<PersonalSlot, string>> {
  return {
    account: parts.user ? accountHtml(parts.user, { pathname: '/', search: '' }) : undefined,
    cart: cartHtml(parts.cartCount),
    data: personalPartsJson(parts),
  }
}

let sentWithPage: { data: unknown; parts: PersonalParts } | undefined

/**
 * The parts to show: on the server the root loader's; in the browser, until the root loader's data
 * changes (a form post revalidates it), the ones the page was sent with, which the page cache may
 * have filled in for a page whose loader data is the anonymous one.
 */
export function personalPartsToShow(data: PersonalParts | undefined): PersonalParts {
  const fromLoader = data ?? NO_PERSONAL_PARTS
  if (typeof document === 'undefined') return fromLoader
  if (!sentWithPage) {
    const text = document.getElementById(PERSONAL_PARTS_ID)?.textContent
    sentWithPage = { data, parts: text ? (JSON.parse(text) as PersonalParts) : fromLoader }
  }
  return sentWithPage.data === data ? sentWithPage.parts : fromLoader
}
