/**
 * What the fuzz test (tests/integration/fuzz.test.ts) sends to every route with an action, and to
 * the API's GET endpoints that read a query: the URL, who sends it, how the body is encoded, and
 * the fields, generated from the route's zod schema where it has one. A route with an action and
 * no line here fails the test. Decision 028.
 *
 * Adding a route: one line, e.g.
 *   'routes/api.admin.orders': [{ url: '/api/admin/orders', as: 'admin', body: 'json', fields: fromSchema(adminOrderQuerySchema) }],
 */
import fc from 'fast-check'
import { designDocumentSchema, sideSchema, textElementSchema } from '#app/designer/document.ts'
import { ContactSchema as contactSchema } from '#app/routes/contact/route.tsx'
import { TrackSchema } from '#app/routes/track-order/route.tsx'
import { modalPaymentSchema } from '#app/server/payments/standin/standin-checkout.server.ts'
import { addressSchema } from '#app/utils/address.ts'
import {
  completePhoneSignupSchema,
  emailSchema,
  forgotPasswordSchema,
  passwordLoginSchema,
} from '#app/utils/auth-schemas.ts'
import { reviewSchema } from '#app/utils/review-schema.ts'
import type { Identity } from './fixtures.ts'
import {
  colour,
  elementId,
  email,
  fromSchema,
  password,
  phone,
  pinCode,
  state,
  uploadFile,
  type BodyKind,
} from './fuzz.ts'

export interface FuzzTarget {
  /** With the fixtures' `:name` placeholders. */
  url: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  as: Identity
  body: BodyKind
  fields: fc.Arbitrary<Record<string, unknown>>
}

const address = fromSchema(addressSchema, [
  [addressSchema.shape.phone, phone],
  [addressSchema.shape.state, state],
  [addressSchema.shape.pinCode, pinCode],
])
const withIntent = (intent: string | fc.Arbitrary<string>, fields = fc.constant({})) =>
  fc
    .tuple(typeof intent === 'string' ? fc.constant(intent) : intent, fields)
    .map(([i, f]) => ({ intent: i, ...f }))

/** h-cat: an order change (Up/Down on a row, a drag's whole order) or a create/delete (decision 055). */
const orderIntent = fc.oneof(
  fc.constantFrom('reorder', 'create', 'nope', 'move:x:up', 'delete:x'),
  fc.string({ maxLength: 40 }).map((id) => `move:${id}:down`),
)
const categoryFields = fc.record(
  {
    name: fc.string({ maxLength: 80 }),
    slug: fc.oneof(fc.constantFrom('visiting-cards', 'new-one', 'Bad Slug'), fc.string()),
    description: fc.string({ maxLength: 700 }),
    version: fc.string({ maxLength: 20 }),
    order: fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }),
  },
  { requiredKeys: [] },
)

/** The admin's product form (h-cat): any intent, odd tiers, options and print specs. */
const productForm = withIntent(
  fc.constantFrom(
    'save',
    'archive',
    'restore',
    'duplicate',
    'add-tier',
    'remove-tier:0',
    'add-option',
    'add-value:0',
    'remove-value:0:9',
    'nope',
  ),
  fc.record(
    {
      version: fc.constantFrom('', '2026-01-01T00:00:00.000Z', 'x'),
      name: fc.string({ maxLength: 40 }),
      slug: fc.constantFrom('', 'new-product', 'standard-visiting-cards', 'Bad Slug!'),
      status: fc.constantFrom('draft', 'active', 'archived', 'nope'),
      hsnCode: fc.constantFrom('4911', '12', 'abcd', ''),
      trimWidthMm: fc.constantFrom('89', '-1', '1e9', 'x', ''),
      sides: fc.constantFrom('1', '2', '3', ''),
      tierQuantity: fc.array(fc.constantFrom('100', '50', '0', 'x', '-5'), { maxLength: 3 }),
      tierPrice: fc.array(fc.constantFrom('299', '1,299.50', '0', 'x', '1e9'), { maxLength: 3 }),
      'option.0.key': fc.constantFrom('paper', '', 'Bad Key'),
      'option.0.valueKey': fc.array(fc.constantFrom('matte', 'gloss', ''), { maxLength: 3 }),
      'option.0.valueDelta': fc.array(fc.constantFrom('10', '-95', 'x'), { maxLength: 3 }),
      'option.0.default': fc.constantFrom('0', '7', '-1', 'x'),
    },
    { requiredKeys: [] },
  ),
)
const newPassword = password.map((p) => ({ password: p, confirmPassword: p }))
const registration = fc
  .tuple(
    fc.record({
      firstName: fc.string({ minLength: 1, maxLength: 50 }),
      lastName: fc.string({ maxLength: 50 }),
      email,
      phone,
    }),
    newPassword,
  )
  .map(([a, b]) => ({ ...a, ...b }))
const changePassword = fc.tuple(password, password).map(([current, next]) => ({
  currentPassword: current,
  newPassword: next,
  confirmPassword: next,
}))
const design = fromSchema(designDocumentSchema, [
  [
    designDocumentSchema.shape.startMonth,
    fc.option(fc.constantFrom('2027-01', '2026-13', 'January'), { nil: null }),
  ],
  [textElementSchema.shape.color, colour],
  [textElementSchema.shape.id, elementId],
  [
    sideSchema.shape.elements,
    fc.array(
      fromSchema(textElementSchema, [
        [textElementSchema.shape.color, colour],
        [textElementSchema.shape.id, elementId],
      ]),
      { maxLength: 3 },
    ),
  ],
  [
    designDocumentSchema.shape.sides,
    fc.array(
      fromSchema(sideSchema, [
        [sideSchema.shape.background, colour],
        [sideSchema.shape.id, elementId],
        [
          sideSchema.shape.elements,
          fc.array(
            fromSchema(textElementSchema, [
              [textElementSchema.shape.color, colour],
              [textElementSchema.shape.id, elementId],
            ]),
            { maxLength: 3 },
          ),
        ],
      ]),
      { minLength: 1, maxLength: 2 },
    ),
  ],
])
const designBody = fc.record({
  productId: fc.constant(':product'),
  name: fc.string({ maxLength: 90 }),
  document: design,
})
const cartLine = fc.record(
  {
    slug: fc.constantFrom('standard-visiting-cards', 'custom-mugs', 'no-such-product'),
    productId: fc.constantFrom(':product', 'no-such-id'),
    tierQuantity: fc.constantFrom(50, 100, 7),
    quantity: fc.integer({ min: -2, max: 120 }),
    options: fc.dictionary(
      fc.constantFrom('paper', 'finish', 'size'),
      fc.string({ maxLength: 20 }),
    ),
    cropped_image_id: fc.constantFrom(':upload', 'nope'),
  },
  { requiredKeys: [] },
)
const razorpayIds = fc.record({
  razorpay_order_id: fc.stringMatching(/^order_[A-Za-z0-9]{14}$/),
  razorpay_payment_id: fc.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
  razorpay_signature: fc.hexaString({ minLength: 64, maxLength: 64 }),
})
const checkoutBody = fc.record(
  {
    email,
    phone,
    addressId: fc.constantFrom(':address', 'new', ''),
    address: address,
    gstin: fc.constantFrom('', '29ABCDE1234F1Z5', 'nonsense'),
    businessName: fc.string({ maxLength: 20 }),
    points: fc.integer({ min: -5, max: 500 }),
    pointsToRedeem: fc.integer({ min: -5, max: 500 }),
    checkoutKey: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: [] },
)

export const FUZZ_TARGETS: Record<string, FuzzTarget[]> = {
  'routes/contact': [
    {
      url: '/contact',
      as: 'anonymous',
      body: 'form',
      fields: fromSchema(contactSchema, [[contactSchema.shape.email, email]]),
    },
  ],
  'routes/login': [
    {
      url: '/login',
      as: 'anonymous',
      body: 'form',
      fields: withIntent(
        'password',
        fromSchema(passwordLoginSchema, [[passwordLoginSchema.shape.email, email]]),
      ),
    },
    {
      url: '/login',
      as: 'anonymous',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('send-otp', 'phone-login', 'complete-signup', 'nope'),
        fc.record({ phone, otp: fc.stringMatching(/^[0-9]{6}$/), proof: fc.string() }),
      ),
    },
    {
      url: '/login',
      as: 'anonymous',
      body: 'form',
      fields: withIntent(
        'complete-signup',
        fromSchema(completePhoneSignupSchema, [[emailSchema, email]]),
      ),
    },
  ],
  'routes/register': [{ url: '/register', as: 'anonymous', body: 'form', fields: registration }],
  'routes/forgot-password': [
    {
      url: '/forgot-password',
      as: 'anonymous',
      body: 'form',
      fields: fromSchema(forgotPasswordSchema, [[emailSchema, email]]),
    },
  ],
  'routes/reset-password.$token': [
    {
      url: '/reset-password/not-a-real-token-0123456789abcdefghijklmnop',
      as: 'anonymous',
      body: 'form',
      fields: newPassword,
    },
  ],
  'routes/logout': [{ url: '/logout', as: 'customer', body: 'form', fields: fc.constant({}) }],
  'routes/cart': [
    {
      url: '/cart',
      as: 'anonymous',
      body: 'form',
      fields: withIntent(
        fc.constantFrom(
          'add',
          'update',
          'remove',
          'remove-selected',
          'apply-code',
          'remove-code',
          '',
        ),
        cartLine.map((l) => ({
          ...l,
          qty: l.tierQuantity,
          packs: l.quantity,
          itemId: 'x',
          itemIds: ['x'],
        })),
      ),
    },
    {
      url: '/cart',
      as: 'anonymous',
      body: 'multipart',
      fields: withIntent(
        'add',
        fc
          .tuple(cartLine, uploadFile)
          .map(([l, design]) => ({ ...l, qty: l.tierQuantity, design })),
      ),
    },
  ],
  'routes/checkout': [
    {
      url: '/checkout',
      as: 'customer',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('place', 'points', 'remove-line', 'gate-password'),
        checkoutBody.map((b) => ({
          ...b,
          'address.name': 'Asha Rao',
          'address.line1': '12 MG Road',
        })),
      ),
    },
    {
      url: '/checkout',
      as: 'anonymous',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('gate-password', 'gate-send-code', 'gate-phone'),
        fc.record({ email, password, phone, otp: fc.stringMatching(/^[0-9]{6}$/) }),
      ),
    },
  ],
  'routes/payment.callback': [
    { url: '/payment/callback?order=:order', as: 'anonymous', body: 'form', fields: razorpayIds },
  ],
  'routes/reviews_.new': [
    {
      url: '/reviews/new?product=:productSlug',
      as: 'customer',
      body: 'form',
      fields: fromSchema(reviewSchema).map((r) => ({ ...r, productId: ':product' })),
    },
  ],
  'routes/account.orders.$orderId': [
    {
      url: '/account/orders/:order',
      as: 'other',
      body: 'form',
      fields: withIntent(fc.constantFrom('order-again', 'cancel', '')),
    },
  ],
  'routes/account.orders.$orderId_.items.$itemId.artwork': [
    {
      url: '/account/orders/:order/items/:item/artwork',
      as: 'customer',
      body: 'multipart',
      fields: fc.record({ design: uploadFile }, { requiredKeys: [] }),
    },
    {
      url: '/account/orders/:order/items/:item/artwork',
      as: 'other',
      body: 'multipart',
      fields: fc.record({ design: uploadFile }, { requiredKeys: [] }),
    },
  ],
  // Prepress (decision 048): the shopper's answer through the signed link, staff's three moves.
  'routes/proof.$token': [
    {
      url: '/proof/:proofToken',
      as: 'anonymous',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('approve', 'change', 'nope', ''),
        fc.record({ message: fc.string({ maxLength: 1200 }) }, { requiredKeys: [] }),
      ),
    },
  ],
  'routes/admin.prepress.$orderId': [
    {
      url: '/admin/prepress/:order',
      as: 'admin',
      body: 'multipart',
      fields: withIntent(
        fc.constantFrom('pass', 'fix', 'ask', 'nope', ''),
        fc.record(
          {
            itemId: fc.constantFrom(':item', 'nope', ''),
            seen: fc.constantFrom('CHECKING', 'CHANGES_REQUESTED', 'APPROVED', 'NOPE', ''),
            message: fc.string({ maxLength: 1200 }),
            note: fc.string({ maxLength: 200 }),
            file: uploadFile,
          },
          { requiredKeys: [] },
        ),
      ),
    },
  ],
  'routes/account.addresses._index': [
    {
      url: '/account/addresses',
      as: 'other',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('delete', 'set-default', ''),
        fc.record({ addressId: fc.constantFrom(':address', 'nope') }),
      ),
    },
  ],
  'routes/account.addresses.new': [
    { url: '/account/addresses/new', as: 'customer', body: 'form', fields: address },
  ],
  'routes/account.addresses.$addressId.edit': [
    { url: '/account/addresses/:address/edit', as: 'other', body: 'form', fields: address },
  ],
  'routes/account.change-password': [
    { url: '/account/change-password', as: 'customer', body: 'form', fields: changePassword },
  ],
  'routes/$': [{ url: '/no-such-page', as: 'anonymous', body: 'form', fields: fc.constant({}) }],
  'routes/api.auth.$name': [
    {
      url: '/api/auth/login',
      as: 'anonymous',
      body: 'json',
      fields: fromSchema(passwordLoginSchema, [[passwordLoginSchema.shape.email, email]]),
    },
    { url: '/api/auth/register', as: 'anonymous', body: 'json', fields: registration },
    {
      url: '/api/auth/send-otp',
      as: 'anonymous',
      body: 'json',
      fields: fc.record({ phone: fc.oneof(phone, fc.string()) }),
    },
    {
      url: '/api/auth/login-with-phone',
      as: 'anonymous',
      body: 'json',
      fields: fc.record({ phone, otp: fc.string({ maxLength: 8 }) }),
    },
    {
      url: '/api/auth/complete-phone-signup',
      as: 'anonymous',
      body: 'json',
      fields: fromSchema(completePhoneSignupSchema, [[emailSchema, email]]),
    },
    {
      url: '/api/auth/forgot-password',
      as: 'anonymous',
      body: 'json',
      fields: fromSchema(forgotPasswordSchema, [[emailSchema, email]]),
    },
    {
      url: '/api/auth/reset-password',
      as: 'anonymous',
      body: 'json',
      fields: newPassword.map((p) => ({ ...p, token: 'not-a-token' })),
    },
    { url: '/api/auth/change-password', as: 'customer', body: 'json', fields: changePassword },
    { url: '/api/auth/logout', as: 'customer', body: 'json', fields: fc.constant({}) },
    { url: '/api/auth/no-such-call', as: 'anonymous', body: 'json', fields: fc.constant({}) },
  ],
  'routes/api.cart': [{ url: '/api/cart', as: 'anonymous', body: 'json', fields: cartLine }],
  'routes/api.cart.item': [
    { url: '/api/cart/item', as: 'anonymous', body: 'json', fields: cartLine },
  ],
  'routes/api.cart.item.$id': [
    {
      url: '/api/cart/item/no-such-item',
      method: 'PUT',
      as: 'anonymous',
      body: 'json',
      fields: fc.record({ quantity: fc.oneof(fc.integer(), fc.string()) }),
    },
    {
      url: '/api/cart/item/no-such-item',
      method: 'DELETE',
      as: 'customer',
      body: 'none',
      fields: fc.constant({}),
    },
  ],
  'routes/api.addresses': [
    { url: '/api/addresses', as: 'customer', body: 'json', fields: address },
  ],
  'routes/api.addresses.$id': [
    { url: '/api/addresses/:address', method: 'PUT', as: 'other', body: 'json', fields: address },
    {
      url: '/api/addresses/:address',
      method: 'DELETE',
      as: 'other',
      body: 'none',
      fields: fc.constant({}),
    },
  ],
  'routes/api.addresses.$id.default': [
    {
      url: '/api/addresses/:address/default',
      method: 'PUT',
      as: 'other',
      body: 'json',
      fields: fc.constant({}),
    },
  ],
  'routes/api.designs': [{ url: '/api/designs', as: 'customer', body: 'json', fields: designBody }],
  'routes/api.designs.$designId': [
    { url: '/api/designs/:design', method: 'PUT', as: 'other', body: 'json', fields: designBody },
    {
      url: '/api/designs/:design',
      method: 'POST',
      as: 'customer',
      body: 'json',
      fields: designBody,
    },
  ],
  'routes/api.designs.$designId.proof[.pdf]': [
    {
      url: '/api/designs/:design/proof.pdf',
      as: 'customer',
      body: 'json',
      fields: fc.constant({}),
    },
  ],
  'routes/api.images.$id': [
    { url: '/api/images/:upload', as: 'anonymous', body: 'json', fields: fc.constant({}) },
  ],
  'routes/api.upload.single-image': [
    {
      url: '/api/upload/single-image',
      as: 'customer',
      body: 'multipart',
      fields: fc.record({ image: uploadFile }),
    },
    {
      url: '/api/upload/single-image',
      as: 'anonymous',
      body: 'multipart',
      fields: fc.record({ image: uploadFile }),
    },
  ],
  'routes/api.upload.image': [
    {
      url: '/api/upload/image',
      as: 'anonymous',
      body: 'multipart',
      fields: fc.record({ rawImage: uploadFile, croppedImage: uploadFile }, { requiredKeys: [] }),
    },
  ],
  'routes/api.orders.$id': [
    { url: '/api/orders/:order', as: 'anonymous', body: 'json', fields: fc.constant({}) },
    {
      url: '/api/orders/:orderNumber',
      method: 'GET',
      as: 'anonymous',
      body: 'query',
      fields: fc.record(
        { email: fc.oneof(email, fc.string()), phone: fc.oneof(phone, fc.string()) },
        { requiredKeys: [] },
      ),
    },
  ],
  'routes/api.loyalty.status': [
    { url: '/api/loyalty/status', as: 'customer', body: 'json', fields: fc.constant({}) },
  ],
  'routes/api.loyalty.redeem': [
    {
      url: '/api/loyalty/redeem',
      as: 'customer',
      body: 'json',
      fields: fc.record({
        pointsToRedeem: fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.string()),
      }),
    },
  ],
  'routes/api.checkout.begin': [
    {
      url: '/api/checkout/begin',
      as: 'anonymous',
      body: 'json',
      fields: fc.record({ email, phone }, { requiredKeys: [] }),
    },
  ],
  'routes/api.payment.create-order': [
    { url: '/api/payment/create-order', as: 'customer', body: 'json', fields: checkoutBody },
  ],
  'routes/api.payment.verify-payment': [
    { url: '/api/payment/verify-payment', as: 'anonymous', body: 'json', fields: razorpayIds },
  ],
  'routes/api.webhooks.razorpay': [
    {
      url: '/api/webhooks/razorpay',
      as: 'anonymous',
      body: 'json',
      fields: fc.record({
        event: fc.constantFrom('payment.captured', 'order.paid', 'refund.processed', 'nope'),
        payload: fc.object(),
      }),
    },
  ],
  // h-ship: Shiprocket's webhook (decision 058): without the token every body is refused, logged.
  'routes/api.webhooks.shiprocket': [
    {
      url: '/api/webhooks/shiprocket',
      as: 'anonymous',
      body: 'json',
      fields: fc.record({
        awb: fc.string({ maxLength: 20 }),
        current_status: fc.constantFrom('DELIVERED', 'PICKED UP', 'nope'),
        current_status_id: fc.integer({ min: -1, max: 100 }),
        scans: fc.array(fc.object(), { maxLength: 3 }),
      }),
    },
  ],
  'routes/resources.search': [
    { url: '/resources/search', as: 'anonymous', body: 'json', fields: fc.constant({}) },
    {
      url: '/resources/search',
      method: 'GET',
      as: 'anonymous',
      body: 'query',
      fields: fc.record({ q: fc.string({ maxLength: 300 }) }),
    },
  ],
  'routes/dev.razorpay.checkout.embedded': [
    {
      url: '/dev/razorpay/checkout/embedded',
      as: 'anonymous',
      body: 'form',
      fields: fc.record(
        {
          key_id: fc.string(),
          order_id: fc.string(),
          amount: fc.string(),
          callback_url: fc.constantFrom('/payment/callback', 'https://evil.example'),
          razorpay_payment_id: fc.string(),
        },
        { requiredKeys: [] },
      ),
    },
  ],
  'routes/dev.razorpay.payments': [
    {
      url: '/dev/razorpay/payments',
      as: 'anonymous',
      body: 'json',
      fields: fromSchema(modalPaymentSchema),
    },
  ],
  // Staff screens, as an admin (what a refused request must not write) and as a customer.
  'routes/admin.sidebar': [
    {
      url: '/admin/sidebar',
      as: 'admin',
      body: 'form',
      fields: fc.record({
        sidebar: fc.constantFrom('open', 'closed', '', 'nope'),
        redirectTo: fc.constantFrom('/admin/orders', '//elsewhere.example', '/दुकान', ''),
      }),
    },
  ],
  'routes/admin.orders._index': [
    {
      url: '/admin/orders',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('production', 'delete-preview', 'delete', 'nope', ''),
        fc.record({ orderId: fc.array(fc.constantFrom(':order', 'nope', ''), { maxLength: 3 }) }),
      ),
    },
    // h-ship: Book shipment in bulk (decision 058).
    {
      url: '/admin/orders',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constant('book'),
        fc.record({ orderId: fc.array(fc.constantFrom(':order', 'nope', ''), { maxLength: 3 }) }),
      ),
    },
  ],
  'routes/admin.orders.export[.csv]': [
    {
      url: '/admin/orders/export.csv',
      as: 'admin',
      body: 'form',
      fields: fc.record(
        {
          orderId: fc.array(fc.constantFrom(':order', 'nope'), { maxLength: 2 }),
          q: fc.string({ maxLength: 30 }),
          status: fc.constantFrom('PAID', 'NOPE', ''),
          from: fc.constantFrom('2026-01-01', '2026-13-40', ''),
        },
        { requiredKeys: [] },
      ),
    },
  ],
  'routes/admin.orders.print-files[.zip]': [
    {
      url: '/admin/orders/print-files.zip',
      as: 'admin',
      body: 'form',
      fields: fc.record({ orderId: fc.array(fc.constantFrom(':order', 'nope'), { maxLength: 2 }) }),
    },
  ],
  'routes/admin.orders.$orderId': [
    {
      url: '/admin/orders/:order',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constantFrom(
          'start-production',
          'mark-delivered',
          'ship',
          'cancel',
          'refund',
          'retry-refund',
          'resend-confirmation',
          'add-note',
          'nope',
        ),
        fc.record(
          {
            seen: fc.constantFrom('PAID', 'SHIPPED', 'NOPE', ''),
            courier: fc.string({ maxLength: 30 }),
            trackingNumber: fc.string({ maxLength: 30 }),
            amount: fc.constantFrom('10', '-5', '1e9', 'ten', ''),
            reason: fc.string({ maxLength: 60 }),
            confirm: fc.constantFrom('yes', 'no'),
            refundId: fc.constantFrom('nope', ''),
            note: fc.string({ maxLength: 80 }),
            visibility: fc.constantFrom('private', 'customer', 'everyone'),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    {
      url: '/admin/orders/:order',
      as: 'customer',
      body: 'form',
      fields: withIntent(fc.constantFrom('start-production', 'add-note'), fc.constant({})),
    },
    // h-ship: Book shipment and cancelling it (decision 058).
    {
      url: '/admin/orders/:order',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('book-shipment', 'cancel-shipment'),
        fc.record(
          { weightGrams: fc.constantFrom('500', '0', '-1', '1e9', 'heavy', '', '30001') },
          { requiredKeys: [] },
        ),
      ),
    },
  ],
  'routes/admin.users.$userId': [
    {
      url: '/admin/users/:customer',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constantFrom(
          'adjust-points',
          'revoke-session',
          'revoke-all-sessions',
          'grant-admin',
          'remove-admin',
          'nope',
        ),
        fc.record(
          {
            points: fc.oneof(fc.integer({ min: -100000, max: 100000 }).map(String), fc.string()),
            reason: fc.string({ maxLength: 80 }),
            sessionId: fc.constantFrom('nope', ''),
          },
          { requiredKeys: [] },
        ),
      ),
    },
  ],
  // ---- h-promo: promotions (decision 049) ----
  'routes/admin.promotions._index': [
    {
      url: '/admin/promotions',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('deactivate', 'activate', 'nope'),
        fc.record({ promotion: fc.string({ maxLength: 30 }) }, { requiredKeys: [] }),
      ),
    },
  ],
  'routes/admin.promotions.$id': [
    {
      url: '/admin/promotions/new',
      as: 'admin',
      body: 'form',
      fields: fc.record(
        {
          name: fc.string({ maxLength: 90 }),
          code: fc.string({ maxLength: 40 }),
          automatic: fc.constantFrom('on', ''),
          kind: fc.constantFrom('PERCENT', 'FIXED', 'FREE_SHIPPING', 'nope'),
          amount: fc.oneof(fc.string({ maxLength: 8 }), fc.integer().map(String)),
          minSubtotalRupees: fc.string({ maxLength: 8 }),
          minQuantity: fc.string({ maxLength: 8 }),
          scope: fc.constantFrom('ALL', 'CATEGORIES', 'PRODUCTS', 'nope'),
          startsAt: fc.string({ maxLength: 20 }),
          endsAt: fc.string({ maxLength: 20 }),
          usageLimit: fc.string({ maxLength: 8 }),
          perCustomerLimit: fc.string({ maxLength: 8 }),
        },
        { requiredKeys: [] },
      ),
    },
  ],
  // ---- end h-promo ----
  // ---- h-cat: catalog in the admin ----
  'routes/admin.products.new': [
    { url: '/admin/products/new', as: 'admin', body: 'form', fields: productForm },
  ],
  'routes/admin.products.$productId': [
    { url: '/admin/products/:product', as: 'admin', body: 'form', fields: productForm },
    {
      url: '/admin/products/:product',
      as: 'customer',
      body: 'form',
      fields: withIntent(fc.constantFrom('save', 'archive', 'duplicate')),
    },
  ],
  // images: a product's photos (decision 065): any intent, odd descriptions, files and orders
  'routes/admin.products.$productId_.images': [
    {
      url: '/admin/products/:product/images',
      as: 'admin',
      body: 'multipart',
      fields: withIntent(
        fc.oneof(
          fc.constantFrom('add', 'reorder', 'nope', 'move:x:up', 'remove:x', 'describe:x'),
          fc.string({ maxLength: 40 }).map((id) => `remove:${id}`),
        ),
        fc.record(
          {
            image: uploadFile,
            alt: fc.string({ maxLength: 260 }),
            'alt-x': fc.string({ maxLength: 260 }),
            order: fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    {
      url: '/admin/products/:product/images',
      as: 'customer',
      body: 'form',
      fields: withIntent(fc.constantFrom('add', 'reorder', 'remove:x')),
    },
  ],
  'routes/admin.products.import': [
    {
      url: '/admin/products/import',
      as: 'admin',
      body: 'multipart',
      fields: fc.record({ file: uploadFile }, { requiredKeys: [] }),
    },
  ],
  // h-cat: categories, mega-menus and home groups (decision 055)
  'routes/admin.categories._index': [
    {
      url: '/admin/categories',
      as: 'admin',
      body: 'form',
      fields: withIntent(orderIntent, categoryFields),
    },
  ],
  'routes/admin.categories.$categoryId': [
    {
      url: '/admin/categories/no-such-category',
      as: 'admin',
      body: 'form',
      fields: withIntent(fc.constantFrom('save', 'delete', 'nope'), categoryFields),
    },
  ],
  'routes/admin.navigation._index': [
    {
      url: '/admin/navigation',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        orderIntent,
        fc.record(
          {
            list: fc.constantFrom('MEGA_MENU', 'HOME_GROUP', 'columns', ''),
            order: fc.array(fc.string()),
          },
          { requiredKeys: [] },
        ),
      ),
    },
  ],
  'routes/admin.navigation.$collectionId': [
    {
      url: '/admin/navigation/no-such-menu',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.oneof(
          orderIntent,
          fc.constantFrom('save', 'add:x', 'remove:x', 'add-column', 'delete-column'),
        ),
        fc.record(
          {
            title: fc.string(),
            subtitle: fc.string(),
            columnTitle: fc.string(),
            list: fc.constantFrom('products', 'columns'),
          },
          { requiredKeys: [] },
        ),
      ),
    },
  ],
  // ---- end h-cat ----
  'routes/admin.reviews': [
    {
      url: '/admin/reviews',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('approve', 'reject', 'reply', 'remove-reply', 'bulk-approve', 'nope'),
        fc.record(
          {
            review: fc.array(fc.constantFrom('nope', ''), { maxLength: 2 }),
            reason: fc.string({ maxLength: 60 }),
            reply: fc.string({ maxLength: 80 }),
            seen: fc.string({ maxLength: 30 }),
          },
          { requiredKeys: [] },
        ),
      ),
    },
  ],
  'routes/admin.webhooks.$id': [
    {
      url: '/admin/webhooks/no-such-delivery',
      as: 'admin',
      body: 'form',
      fields: withIntent(fc.constantFrom('rerun', 'nope')),
    },
  ],
  'routes/admin.abandoned-checkouts': [
    {
      url: '/admin/abandoned-checkouts',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('send-recovery', 'nope'),
        fc.record({ checkoutId: fc.constantFrom('nope', '', ':order') }),
      ),
    },
  ],
  'routes/api.admin.orders.bulk': [
    {
      url: '/api/admin/orders/bulk',
      method: 'DELETE',
      as: 'admin',
      body: 'json',
      fields: fc.record(
        {
          orderIds: fc.oneof(
            fc.array(fc.constantFrom(':order', 'nope', ''), { maxLength: 3 }),
            fc.string(),
            fc.integer(),
          ),
        },
        { requiredKeys: [] },
      ),
    },
    {
      url: '/api/admin/orders/bulk',
      method: 'DELETE',
      as: 'customer',
      body: 'json',
      fields: fc.record({ orderIds: fc.array(fc.constant(':order'), { maxLength: 1 }) }),
    },
  ],
  'routes/unsubscribe': [
    {
      url: '/unsubscribe',
      as: 'anonymous',
      body: 'form',
      fields: fc.record({ token: fc.oneof(fc.string(), fc.constant('')) }),
    },
  ],
  'routes/confirm-email': [
    {
      url: '/confirm-email',
      as: 'anonymous',
      body: 'form',
      fields: fc.record({ token: fc.oneof(fc.string(), fc.constant('')) }),
    },
  ],
  // Loaders that read a query on the pages a visitor reaches without signing in.
  'routes/track-order': [
    {
      url: '/track-order',
      method: 'GET',
      as: 'anonymous',
      body: 'query',
      fields: fromSchema(TrackSchema, [
        [TrackSchema.shape.number, fc.constantFrom(':orderNumber', 'PS-260001', 'x')],
        [TrackSchema.shape.contact, fc.oneof(email, phone)],
      ]),
    },
  ],
  // ---- h-ship: delivery (issue 25) ----
  'routes/admin.holidays': [
    {
      url: '/admin/holidays',
      as: 'admin',
      body: 'form',
      fields: withIntent(
        fc.constantFrom('add', 'remove', 'nope'),
        fc.record({
          day: fc.oneof(fc.constantFrom('2026-12-25', '2026-02-30', ''), fc.string()),
          name: fc.string({ maxLength: 100 }),
        }),
      ),
    },
  ],
  'routes/api.pincode': [
    {
      url: '/api/pincode',
      method: 'GET',
      as: 'anonymous',
      body: 'query',
      fields: fc.record({ pin: fc.oneof(fc.constantFrom('560001', '123456', ''), fc.string()) }),
    },
  ],
  'routes/product.$slug': [
    {
      url: '/product/:productSlug',
      method: 'GET',
      as: 'anonymous',
      body: 'query',
      fields: fc.record({
        pin: fc.oneof(fc.constantFrom('560001', '999999', '5600'), fc.string()),
      }),
    },
  ],
}
