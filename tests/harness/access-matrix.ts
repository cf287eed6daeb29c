/**
 * Who may do what, for every route of the app: the table tests/integration/access-matrix.test.ts
 * checks against the route table itself (Remix's build), so a route without a line here fails the
 * test. One line per route: its id (the route file, as Remix names it), a URL to try (`:order`,
 * `:address`, `:design`, `:item`, `:upload`, `:product`, `:productSlug`, `:category`, `:gift`,
 * `:orderNumber` are the customer's things from tests/harness/fixtures.ts), and what a GET (and,
 * for a route with an action, a POST of an empty form, or `{}` as JSON under /api) gets for each of
 * the four people. Decision 028.
 *
 * Adding a route: add one line, e.g.
 *   'routes/admin.orders._index': { url: '/admin/orders', get: admin('admin-login') },
 *   'routes/api.admin.orders': { url: '/api/admin/orders', get: admin('forbidden') },
 */
import type { Identity } from './fixtures.ts'

export type Outcome =
  | 'ok'
  /** Redirected to /login (coming back afterwards). */
  | 'login'
  /** Redirected to /login with requireAuth=admin. */
  | 'admin-login'
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'method-not-allowed'
  | 'conflict'
  | 'gone'
  | 'unprocessable'
  /** Redirected elsewhere: `redirect /path`. */
  | `redirect ${string}`

export type ByIdentity = Record<Identity, Outcome>

/**
 * A real change to the customer's thing (object-level authorization): another customer and an
 * admin must get what a missing thing gets, and nothing must change for them.
 */
export interface WriteProbe {
  method: 'POST' | 'PUT' | 'DELETE'
  /** A form, its values' `:name` placeholders filled in. */
  form?: Record<string, string>
  /** A JSON body made from the fixtures' params. */
  json?: (params: Record<string, string>) => unknown
  expect: ByIdentity
}

export interface AccessRule {
  url: string
  get: ByIdentity
  /** For routes with an action: an empty POST (a form, or `{}` as JSON under /api). */
  post?: ByIdentity
  write?: WriteProbe
}

/** The customer's saved address, as a form or JSON sends it. */
export const ADDRESS = {
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '14 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
}

/** The same for everyone. */
export const everyone = (outcome: Outcome): ByIdentity => ({
  anonymous: outcome,
  customer: outcome,
  other: outcome,
  admin: outcome,
})

/** Anonymous visitors get `anonymous`; anyone signed in gets `signedIn`. */
export const signedIn = (anonymous: Outcome, signedIn: Outcome = 'ok'): ByIdentity => ({
  anonymous,
  customer: signedIn,
  other: signedIn,
  admin: signedIn,
})

/**
 * The customer's own thing: they get `owner`; another customer and an admin (on the shopper's own
 * pages) get 404, the answer for something that does not exist.
 */
export const ownerOnly = (anonymous: Outcome, owner: Outcome = 'ok'): ByIdentity => ({
  anonymous,
  customer: owner,
  other: 'not-found',
  admin: 'not-found',
})

/** Staff only: everyone else gets `refused`. */
export const admin = (refused: Outcome, allowed: Outcome = 'ok'): ByIdentity => ({
  anonymous: refused,
  customer: refused,
  other: refused,
  admin: allowed,
})

const signedInAway = (anonymous: Outcome, to: string): ByIdentity =>
  signedIn(anonymous, `redirect ${to}`)

export const ACCESS: Record<string, AccessRule> = {
  // Catalog and content: public.
  'routes/_index': { url: '/', get: everyone('ok') },
  'routes/shop': { url: '/shop', get: everyone('ok') },
  'routes/all-products': { url: '/all-products', get: everyone('redirect /shop') },
  'routes/categories': { url: '/categories', get: everyone('ok') },
  'routes/shop-by-category': { url: '/shop-by-category', get: everyone('redirect /categories') },
  'routes/product-category.$slug': { url: '/product-category/:category', get: everyone('ok') },
  'routes/product.$slug': { url: '/product/:productSlug', get: everyone('ok') },
  'routes/gifts.$slug': { url: '/gifts/:gift', get: everyone('ok') },
  'routes/dtf-transfers': { url: '/dtf-transfers', get: everyone('ok') },
  'routes/reviews': { url: '/reviews', get: everyone('ok') },
  'routes/privacy-policy': { url: '/privacy-policy', get: everyone('ok') },
  'routes/terms-of-service': { url: '/terms-of-service', get: everyone('ok') },
  'routes/shipping-info': { url: '/shipping-info', get: everyone('ok') },
  'routes/returns-refunds': { url: '/returns-refunds', get: everyone('ok') },
  'routes/contact': { url: '/contact', get: everyone('ok'), post: everyone('bad-request') },
  'routes/track-order': { url: '/track-order', get: everyone('ok') },
  'routes/images.products.$slug[.svg]': {
    url: '/images/products/:productSlug.svg',
    get: everyone('ok'),
  },
  'routes/resources.search': {
    url: '/resources/search?q=card',
    get: everyone('ok'),
    post: everyone('method-not-allowed'),
  },
  'routes/$': { url: '/no-such-page', get: everyone('redirect /'), post: everyone('redirect /') },

  // Signing in and out.
  'routes/login': {
    url: '/login',
    get: signedInAway('ok', '/account'),
    post: signedInAway('bad-request', '/account'),
  },
  'routes/register': {
    url: '/register',
    get: signedInAway('ok', '/account'),
    post: signedIn('bad-request', 'redirect /account'),
  },
  'routes/forgot-password': {
    url: '/forgot-password',
    get: everyone('ok'),
    post: everyone('bad-request'),
  },
  'routes/reset-password.$token': {
    url: '/reset-password/not-a-real-token',
    get: everyone('gone'),
    post: everyone('bad-request'),
  },
  'routes/logout': { url: '/logout', get: everyone('redirect /'), post: everyone('redirect /') },

  // Cart, checkout, payment.
  'routes/cart': { url: '/cart', get: everyone('ok'), post: everyone('bad-request') },
  'routes/checkout': { url: '/checkout', get: everyone('ok'), post: everyone('bad-request') },
  'routes/checkout_.pay': {
    url: '/checkout/pay?order=:order',
    get: ownerOnly('login', 'redirect /order-confirmation'),
  },
  'routes/order-confirmation': { url: '/order-confirmation?order=:order', get: ownerOnly('login') },
  'routes/payment.callback': {
    url: '/payment/callback',
    get: everyone('redirect /checkout'),
    post: everyone('redirect /checkout'),
  },
  'routes/reviews_.new': {
    url: '/reviews/new',
    get: signedIn('login'),
    post: signedIn('login', 'not-found'),
  },

  // The designer.
  'routes/designer.$productId': { url: '/designer/:product', get: signedIn('login') },

  // My account: the customer's own things only.
  'routes/account': { url: '/account/orders', get: signedIn('login') },
  'routes/account._index': { url: '/account', get: signedIn('login', 'redirect /account/orders') },
  'routes/account.orders._index': { url: '/account/orders', get: signedIn('login') },
  'routes/account.orders.$orderId': {
    url: '/account/orders/:order',
    get: ownerOnly('login'),
    post: signedIn('login', 'bad-request'),
    write: {
      method: 'POST',
      form: { intent: 'order-again' },
      expect: ownerOnly('login', 'redirect /cart'),
    },
  },
  'routes/account.orders.$orderId_.invoice[.pdf]': {
    url: '/account/orders/:order/invoice.pdf',
    get: ownerOnly('login'),
  },
  'routes/account.orders.$orderId_.items.$itemId.proof[.pdf]': {
    url: '/account/orders/:order/items/:item/proof.pdf',
    get: ownerOnly('login'),
  },
  // "Send my file later" (decision 033): the fixture's item already has its artwork.
  'routes/account.orders.$orderId_.items.$itemId.artwork': {
    url: '/account/orders/:order/items/:item/artwork',
    get: ownerOnly('login'),
    post: ownerOnly('login', 'conflict'),
  },
  'routes/account.addresses._index': {
    url: '/account/addresses',
    get: signedIn('login'),
    post: signedIn('login', 'bad-request'),
    write: {
      method: 'POST',
      form: { intent: 'set-default', addressId: ':address' },
      expect: ownerOnly('login', 'redirect /account/addresses'),
    },
  },
  'routes/account.addresses.new': {
    url: '/account/addresses/new',
    get: signedIn('login'),
    post: signedIn('login', 'bad-request'),
  },
  'routes/account.addresses.$addressId.edit': {
    url: '/account/addresses/:address/edit',
    get: ownerOnly('login'),
    post: ownerOnly('login', 'bad-request'),
    write: {
      method: 'POST',
      form: ADDRESS,
      expect: ownerOnly('login', 'redirect /account/addresses'),
    },
  },
  'routes/account.change-password': {
    url: '/account/change-password',
    get: signedIn('login'),
    post: signedIn('login', 'bad-request'),
  },
  'routes/account.points': { url: '/account/points', get: signedIn('login') },
  'routes/account.orders.$orderId_.credit-notes.$creditNoteId[.pdf]': {
    url: '/account/orders/:order/credit-notes/no-such-note.pdf',
    get: signedIn('login', 'not-found'),
  },

  // Abandoned-checkout recovery links (signed tokens from an email).
  'routes/cart_.recover': { url: '/cart/recover?token=forged', get: everyone('bad-request') },
  'routes/unsubscribe': {
    url: '/unsubscribe?token=forged',
    get: everyone('bad-request'),
    post: everyone('bad-request'),
  },
  'routes/confirm-email': {
    url: '/confirm-email?token=forged',
    get: everyone('bad-request'),
    post: everyone('bad-request'),
  },
  // The benchmark's bare layout page: only on benchmark servers, an unknown path elsewhere.
  'routes/bench.layout': { url: '/bench/layout', get: everyone('redirect /') },
  // Prepress (decision 048): the shopper's signed proof link works for whoever holds it (the
  // fixture's item is still being checked, so there is nothing to answer: an empty post is 400).
  'routes/proof.$token': {
    url: '/proof/:proofToken',
    get: everyone('ok'),
    post: everyone('bad-request'),
  },
  'routes/proof.$token_.pdf': { url: '/proof/:proofToken/pdf', get: everyone('ok') },
  'routes/admin.prepress._index': { url: '/admin/prepress', get: admin('admin-login') },
  'routes/admin.prepress.$orderId': {
    url: '/admin/prepress/:order',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },

  // Staff.
  'routes/admin': { url: '/admin', get: admin('admin-login') },
  'routes/admin._index': { url: '/admin', get: admin('admin-login') },
  'routes/admin.sidebar': {
    url: '/admin/sidebar',
    get: everyone('redirect /admin'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.$': { url: '/admin/no-such-screen', get: admin('admin-login', 'redirect /admin') },
  'routes/admin.orders._index': {
    url: '/admin/orders',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  // File downloads answer a POST of the list's form; a GET goes back to the list.
  'routes/admin.orders.export[.csv]': {
    url: '/admin/orders/export.csv',
    get: admin('admin-login', 'redirect /admin/orders'),
    post: admin('admin-login'),
  },
  'routes/admin.orders.print-files[.zip]': {
    url: '/admin/orders/print-files.zip',
    get: admin('admin-login', 'redirect /admin/orders'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.orders.$orderId': {
    url: '/admin/orders/:order',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
    write: {
      method: 'POST',
      form: { intent: 'add-note', note: 'Called the customer', visibility: 'private' },
      expect: admin('admin-login', 'redirect /admin/orders/:order'),
    },
  },
  'routes/admin.orders.$orderId_.invoice[.pdf]': {
    url: '/admin/orders/:order/invoice.pdf',
    get: admin('admin-login'),
  },
  'routes/admin.orders.$orderId_.credit-notes.$creditNoteId[.pdf]': {
    url: '/admin/orders/:order/credit-notes/no-such-note.pdf',
    get: admin('admin-login', 'not-found'),
  },
  'routes/admin.orders.$orderId_.items.$itemId.print-file': {
    url: '/admin/orders/:order/items/:item/print-file',
    get: admin('admin-login'),
  },
  'routes/admin.orders.$orderId_.items.$itemId.ticket': {
    url: '/admin/orders/:order/items/:item/ticket',
    get: admin('admin-login'),
  },
  'routes/admin.users._index': { url: '/admin/users', get: admin('admin-login') },
  'routes/admin.users[.csv]': { url: '/admin/users.csv', get: admin('admin-login') },
  'routes/admin.users.$userId': {
    url: '/admin/users/:customer',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  // ---- h-promo: promotions (decision 049) ----
  'routes/admin.promotions._index': {
    url: '/admin/promotions',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.promotions.$id': {
    url: '/admin/promotions/new',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.promotions.$id_.redemptions[.csv]': {
    url: '/admin/promotions/nope/redemptions.csv',
    get: admin('admin-login', 'not-found'),
  },
  // ---- end h-promo ----
  // ---- h-cat: catalog in the admin ----
  'routes/admin.products._index': { url: '/admin/products', get: admin('admin-login') },
  'routes/admin.products.new': {
    url: '/admin/products/new',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.products.$productId': {
    url: '/admin/products/:product',
    get: admin('admin-login'),
    post: admin('admin-login', 'conflict'),
  },
  // images: a product's photos (decision 065); an empty post is an unknown action
  'routes/admin.products.$productId_.images': {
    url: '/admin/products/:product/images',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.products[.csv]': { url: '/admin/products.csv', get: admin('admin-login') },
  'routes/admin.products.import': {
    url: '/admin/products/import',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  // h-cat: categories, mega-menus and home groups (decision 055)
  'routes/admin.categories._index': {
    url: '/admin/categories',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.categories.$categoryId': {
    url: '/admin/categories/no-such-category',
    get: admin('admin-login', 'not-found'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.navigation._index': {
    url: '/admin/navigation',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.navigation.$collectionId': {
    url: '/admin/navigation/no-such-menu',
    get: admin('admin-login', 'not-found'),
    post: admin('admin-login', 'bad-request'),
  },
  // ---- end h-cat ----
  'routes/admin.reviews': {
    url: '/admin/reviews',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.reports.sales': { url: '/admin/reports/sales', get: admin('admin-login') },
  'routes/admin.reports.sales[.csv]': {
    url: '/admin/reports/sales.csv',
    get: admin('admin-login'),
  },
  'routes/admin.reports.gst-by-hsn[.csv]': {
    url: '/admin/reports/gst-by-hsn.csv',
    get: admin('admin-login'),
  },
  'routes/admin.reports.gst-by-state[.csv]': {
    url: '/admin/reports/gst-by-state.csv',
    get: admin('admin-login'),
  },
  'routes/admin.webhooks._index': { url: '/admin/webhooks', get: admin('admin-login') },
  'routes/admin.webhooks.$id': {
    url: '/admin/webhooks/no-such-delivery',
    get: admin('admin-login', 'not-found'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/admin.abandoned-checkouts': {
    url: '/admin/abandoned-checkouts',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  // ---- h-ship: delivery (issue 25) ----
  'routes/admin.holidays': {
    url: '/admin/holidays',
    get: admin('admin-login'),
    post: admin('admin-login', 'bad-request'),
  },
  'routes/api.pincode': {
    url: '/api/pincode?pin=560001',
    get: everyone('ok'),
    post: everyone('method-not-allowed'),
  },

  // The JSON API (spec section 7).
  'routes/api.admin.orders.bulk': {
    url: '/api/admin/orders/bulk',
    get: everyone('method-not-allowed'),
    post: everyone('method-not-allowed'),
    // The customer's order is paid: the admin is answered (skipped, not deleted), nobody else is.
    write: {
      method: 'DELETE',
      json: (params) => ({ orderIds: [params.order] }),
      expect: admin('forbidden'),
    },
  },
  'routes/api.auth.$name': {
    url: '/api/auth/me',
    get: signedIn('unauthorized'),
    post: everyone('method-not-allowed'),
  },
  'routes/api.cart': {
    url: '/api/cart',
    get: everyone('ok'),
    post: everyone('method-not-allowed'),
  },
  'routes/api.cart.item': {
    url: '/api/cart/item',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
  'routes/api.cart.item.$id': {
    url: '/api/cart/item/no-such-item',
    get: everyone('method-not-allowed'),
    post: everyone('method-not-allowed'),
  },
  'routes/api.addresses': {
    url: '/api/addresses',
    get: signedIn('unauthorized'),
    post: signedIn('unauthorized', 'bad-request'),
  },
  'routes/api.addresses.$id': {
    url: '/api/addresses/:address',
    get: ownerOnly('unauthorized'),
    post: signedIn('unauthorized', 'method-not-allowed'),
    write: { method: 'PUT', json: () => ADDRESS, expect: ownerOnly('unauthorized') },
  },
  'routes/api.addresses.$id.default': {
    url: '/api/addresses/:address/default',
    get: signedIn('unauthorized', 'method-not-allowed'),
    post: signedIn('unauthorized', 'method-not-allowed'),
    write: { method: 'PUT', json: () => ({}), expect: ownerOnly('unauthorized') },
  },
  'routes/api.designs': {
    url: '/api/designs',
    get: signedIn('unauthorized'),
    post: signedIn('unauthorized', 'bad-request'),
  },
  'routes/api.designs.$designId': {
    url: '/api/designs/:design',
    get: ownerOnly('unauthorized'),
    post: signedIn('unauthorized', 'bad-request'),
    write: {
      method: 'PUT',
      json: (p) => ({ name: 'My card', document: JSON.parse(p.designDocument!) }),
      expect: ownerOnly('unauthorized'),
    },
  },
  'routes/api.designs.$designId.proof[.pdf]': {
    url: '/api/designs/:design/proof.pdf',
    get: ownerOnly('unauthorized'),
    post: everyone('method-not-allowed'),
  },
  'routes/api.images.$id': {
    url: '/api/images/:upload',
    get: everyone('ok'),
    post: everyone('method-not-allowed'),
  },
  'routes/api.upload.single-image': {
    url: '/api/upload/single-image',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
  'routes/api.upload.image': {
    url: '/api/upload/image',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
  'routes/api.orders.$id': {
    url: '/api/orders/:order',
    get: ownerOnly('not-found'),
    post: everyone('method-not-allowed'),
  },
  'routes/api.loyalty.status': {
    url: '/api/loyalty/status',
    get: signedIn('unauthorized'),
    post: everyone('method-not-allowed'),
  },
  'routes/api.loyalty.redeem': {
    url: '/api/loyalty/redeem',
    get: everyone('method-not-allowed'),
    post: signedIn('unauthorized', 'bad-request'),
  },
  'routes/api.checkout.begin': {
    url: '/api/checkout/begin',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
  'routes/api.payment.create-order': {
    url: '/api/payment/create-order',
    get: everyone('method-not-allowed'),
    post: signedIn('unauthorized', 'bad-request'),
  },
  'routes/api.payment.verify-payment': {
    url: '/api/payment/verify-payment',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
  'routes/api.webhooks.razorpay': {
    url: '/api/webhooks/razorpay',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
  // h-ship: the courier (decision 058): Shiprocket's webhook (token in x-api-key) and the labels.
  'routes/api.webhooks.shiprocket': {
    url: '/api/webhooks/shiprocket',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
  'routes/admin.orders.$orderId_.label[.pdf]': {
    url: '/admin/orders/:order/label.pdf',
    get: admin('admin-login', 'not-found'),
  },
  'routes/admin.orders.labels[.pdf]': {
    url: '/admin/orders/labels.pdf?id=:order',
    get: admin('admin-login', 'not-found'),
  },

  // Development stand-ins. The outbox exists only with MOCKS; the payment stand-in's pages exist
  // while no Razorpay keys are set (as in tests), and are public like a payment provider's.
  'routes/dev.outbox': { url: '/dev/outbox?to=a@example.com', get: everyone('not-found') },
  'routes/dev.razorpay.checkout.embedded': {
    url: '/dev/razorpay/checkout/embedded',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
  'routes/dev.razorpay.checkout[.js]': { url: '/dev/razorpay/checkout.js', get: everyone('ok') },
  'routes/dev.razorpay.payments': {
    url: '/dev/razorpay/payments',
    get: everyone('method-not-allowed'),
    post: everyone('bad-request'),
  },
}
