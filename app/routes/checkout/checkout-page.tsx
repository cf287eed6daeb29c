import type { SubmissionResult } from '@conform-to/react'
import { PromoCodeForm } from '#app/components/promotions/promo-code-form.tsx'
import { promotionLabel } from '#app/utils/promotions.ts'
import { Form, Link, useActionData, type useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { Field, FieldInput, FormMessage, inputClass, SubmitButton } from '#app/components/forms.tsx'
import { PRINT_AS_IS_HINT, PRINT_AS_IS_LABEL } from '#app/utils/prepress.ts'
import { StateOptions } from '#app/components/state-options.tsx'
import { PinLookup } from '#app/components/pin-lookup.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckDelivery } from '#app/components/check-delivery.tsx'
import { readReply } from '#app/components/ui/action-reply.ts'
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import { SPEED_LABELS } from '#app/utils/shipping.ts'
import { SpeedChoice } from './speed-choice.tsx'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import type { loadCheckout } from './checkout.server.ts'

type CheckoutData = Extract<ReturnType<typeof useLoaderData<typeof loadCheckout>>, { gate: null }>
interface ActionData {
  result?: SubmissionResult<string[]> | null
  pointsError?: string | null
  changes?: string[]
}

const FORM_ID = 'checkout'

const ADDRESS_FIELDS = [
  ['name', 'Full name', 'name'],
  ['phone', 'Mobile number (10 digits)', 'tel'],
  ['line1', 'Flat, house number, street', 'address-line1'],
  ['line2', 'Area, locality (optional)', 'address-line2'],
  ['landmark', 'Landmark (optional)', 'off'],
  ['city', 'City or town', 'address-level2'],
  ['pinCode', 'PIN code', 'postal-code'],
] as const

/** The signed-in checkout: one page in sections; every part works as a plain form. */
export function CheckoutPage({ data }: { data: CheckoutData }) {
  const action = useActionData<ActionData>()
  const pending = useIsPending({ formAction: '/checkout' })
  // Checked by the action alone: no zod or conform hooks in this page's first load (issue 26).
  // Without JavaScript the page comes back rendered by the server after a refused submit: every
  // field shows what was typed, the new address's mobile starts as the contact mobile.
  const reply = readReply(action?.result)
  const { errorsOf, formErrors } = reply
  const typed: Record<string, unknown> = reply.typed ?? {
    email: data.contact.email,
    phone: data.contact.phone,
    addressId: data.chosenAddressId,
  }
  const typedAddress = (typed.address ?? {}) as Record<string, unknown>
  const typedText = (value: unknown) => (typeof value === 'string' ? value : '')
  const chosenAddressId = typedText(typed.addressId) || data.chosenAddressId
  const addressDefault = (name: string) =>
    typedText(typedAddress[name]) || (name === 'phone' ? typedText(typed.phone) : '')
  const [addressId, setAddressId] = useState(chosenAddressId)
  const { quote } = data
  /** A contact or GST field: what was typed (or the default) and the action's messages. */
  const textField = (name: 'email' | 'phone' | 'gstin' | 'businessName') => ({
    id: `${FORM_ID}-${name}`,
    name,
    defaultValue: typedText(typed[name]),
    errors: errorsOf(name),
  })
  const empty = quote.lines.length === 0

  if (empty) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl">Checkout</h1>
        <p className="mt-4 text-black/70">Your cart is empty. Add a product before checking out.</p>
        <Link
          to="/shop"
          className="mt-6 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white"
        >
          Browse products
        </Link>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <h1 className="font-display text-3xl tracking-tight md:text-4xl">Checkout</h1>
      {data.standIn ? (
        <p className="mt-2 text-sm text-black/60">
          Test mode: payments go to a stand-in payment page and no money moves.
        </p>
      ) : null}
      <div className="mt-6 space-y-3">
        {data.notice ? (
          <FormMessage tone={data.notice.kind === 'cancelled' ? 'info' : 'error'}>
            {data.notice.message}
            {data.notice.reason ? ` (${data.notice.reason})` : ''}
          </FormMessage>
        ) : null}
        {data.paymentsOff ? (
          <FormMessage tone="error">
            Online payments are not configured on this store yet, so we cannot take orders right
            now. Please contact us to order.
          </FormMessage>
        ) : null}
        <FormMessage tone="error" id={`${FORM_ID}-error`}>
          {formErrors?.length ? (
            <>
              {formErrors[0]}
              {action?.changes?.length ? (
                <ul className="mt-2 list-disc pl-5 font-normal" data-testid="cart-changes">
                  {action.changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </FormMessage>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <Form
            method="post"
            action="/checkout"
            id={FORM_ID}
            noValidate
            aria-invalid={formErrors?.length ? true : undefined}
            aria-describedby={formErrors?.length ? `${FORM_ID}-error` : undefined}
            className="space-y-6"
          >
            <input type="hidden" name="checkoutKey" value={quote.linesHash} />
            <input type="hidden" name="seen" value={data.seen} />
            <input type="hidden" name="points" value={String(data.loyalty.applied)} />

            <Card
              as="section"
              id="contact"
              title="1. Contact"
              titleClassName="text-lg font-semibold"
            >
              <div className="mt-4 grid gap-5 sm:grid-cols-2">
                <FieldInput
                  {...textField('email')}
                  label="Email"
                  type="email"
                  autoComplete="email"
                  hint="Your receipt and updates go here."
                />
                <FieldInput
                  {...textField('phone')}
                  label="Mobile number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  hint="10 digits, for delivery updates by SMS."
                />
              </div>
            </Card>

            <Card
              as="section"
              id="delivery"
              title="2. Delivery address"
              titleClassName="text-lg font-semibold"
              className="checkout-address"
            >
              <fieldset className="mt-4 space-y-3">
                <legend className="sr-only">Deliver to</legend>
                {data.addresses.map((a) => (
                  <label
                    key={a.id}
                    className="flex gap-3 rounded-xl p-3 ring-1 ring-black/10 has-[:checked]:ring-2 has-[:checked]:ring-ink"
                  >
                    <input
                      type="radio"
                      name="addressId"
                      value={a.id}
                      defaultChecked={a.id === chosenAddressId}
                      onChange={() => setAddressId(a.id)}
                      className="mt-1 size-4 accent-ink"
                    />
                    <span className="text-sm">
                      <span className="font-medium">{a.name}</span>
                      {a.isDefault ? (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                          Default
                        </span>
                      ) : null}
                      <span className="block text-black/70">{a.line}</span>
                      <span className="block text-black/60">{a.phone}</span>
                    </span>
                  </label>
                ))}
                <label className="flex gap-3 rounded-xl p-3 ring-1 ring-black/10 has-[:checked]:ring-2 has-[:checked]:ring-ink">
                  <input
                    type="radio"
                    name="addressId"
                    value="new"
                    defaultChecked={chosenAddressId === 'new'}
                    onChange={() => setAddressId('new')}
                    className="mt-1 size-4 accent-ink"
                  />
                  <span className="text-sm font-medium">
                    Add a new address (saved to your account)
                  </span>
                </label>
                {errorsOf('addressId')?.length ? (
                  <p className="text-sm font-medium text-red-700">{errorsOf('addressId')![0]}</p>
                ) : null}
              </fieldset>
              <div className="mt-4 grid gap-4 sm:grid-cols-2" data-new-address={addressId}>
                <p className="text-sm text-black/60 sm:col-span-2">
                  New address (fill in when you chose “Add a new address”).
                </p>
                {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
                  <Field
                    key={name}
                    label={label}
                    id={`address-${name}`}
                    errorId={`address-${name}-error`}
                    errors={errorsOf(`address.${name}`)}
                  >
                    <input
                      id={`address-${name}`}
                      name={`address.${name}`}
                      autoComplete={autoComplete}
                      aria-invalid={errorsOf(`address.${name}`)?.length ? true : undefined}
                      className={inputClass}
                      type={name === 'phone' ? 'tel' : 'text'}
                      defaultValue={addressDefault(name)}
                    />
                  </Field>
                ))}
                <Field
                  label="State"
                  id="address-state"
                  errorId="address-state-error"
                  errors={errorsOf('address.state')}
                >
                  <select
                    id="address-state"
                    name="address.state"
                    className={inputClass}
                    defaultValue={typedText(typedAddress.state)}
                    autoComplete="address-level1"
                  >
                    <StateOptions />
                  </select>
                </Field>
                <PinLookup
                  pinId="address-pinCode"
                  cityId="address-city"
                  stateId="address-state"
                  className="empty:hidden sm:col-span-2"
                />
              </div>
            </Card>

            <Card
              as="section"
              id="gst"
              title="3. GST invoice (optional)"
              titleClassName="text-lg font-semibold"
            >
              <p className="mt-1 text-sm text-black/60">
                For businesses: add your GSTIN to claim input tax credit.
              </p>
              <div className="mt-4 grid gap-5 sm:grid-cols-2">
                <FieldInput
                  {...textField('gstin')}
                  label="GSTIN"
                  maxLength={15}
                  autoCapitalize="characters"
                />
                <FieldInput
                  {...textField('businessName')}
                  label="Business name"
                  autoComplete="organization"
                />
              </div>
            </Card>

            <Card
              as="section"
              id="shipping"
              title="4. Shipping"
              titleClassName="text-lg font-semibold"
            >
              <SpeedChoice
                speeds={data.speeds}
                chosen={typedText(typed.deliverySpeed) || data.speed}
                error={errorsOf('deliverySpeed')?.[0] ?? null}
                pinCode={data.deliveryPin}
              />
              <p className="mt-3 text-sm text-black/70">
                Standard delivery is free on orders over{' '}
                {formatPaise(quote.freeShippingThresholdPaise)}
                {quote.amountToFreeShippingPaise > 0
                  ? ` (add ${formatPaise(quote.amountToFreeShippingPaise)} more).`
                  : '.'}
              </p>
              <p className="mt-2 text-sm" data-testid="dispatch-promise">
                Pay before {SITE.expressCutoff} today and it is dispatched by{' '}
                <strong>{data.dispatchBy}</strong>.
              </p>
              <label className="mt-4 flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="printAsIs"
                  defaultChecked={typed.printAsIs === 'on'}
                  className="mt-1 size-4 shrink-0"
                />
                <span>
                  <strong className="font-medium">{PRINT_AS_IS_LABEL}</strong>
                  <span className="block text-black/60">{PRINT_AS_IS_HINT}</span>
                </span>
              </label>
            </Card>
          </Form>
          {/* Its own GET form: forms cannot nest inside the checkout form. */}
          <CheckDelivery box={data.delivery} action="/checkout" id="checkout-delivery" />

          <PromoCodeForm codes={quote.promoCodes} refused={null} returnTo="checkout" />

          <Card
            as="section"
            id="points"
            title="5. Loyalty points"
            titleClassName="text-lg font-semibold"
          >
            <p className="mt-2 text-sm" data-testid="points-balance">
              You have <strong>{data.loyalty.availablePoints} points</strong> (worth{' '}
              {formatPaise(data.loyalty.availablePoints * 100)})
              {data.loyalty.pendingPoints
                ? `, plus ${data.loyalty.pendingPoints} pending until your orders are delivered`
                : ''}
              . 1 point = Rs 1; use from {data.loyalty.minRedeem} points, up to 20% of the subtotal.
            </p>
            {data.loyalty.availablePoints >= data.loyalty.minRedeem ? (
              <Form
                method="post"
                action="/checkout"
                className="mt-3 flex flex-wrap items-end gap-3"
              >
                <input type="hidden" name="intent" value="points" />
                <div>
                  <label htmlFor="points-input" className="block text-sm font-medium">
                    Points to use
                  </label>
                  <input
                    id="points-input"
                    name="points"
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    defaultValue={data.loyalty.applied || ''}
                    className={`${inputClass} w-40`}
                    aria-describedby={action?.pointsError ? 'points-error' : undefined}
                  />
                </div>
                <button
                  type="submit"
                  className="rounded-full px-5 py-3 text-sm font-semibold ring-1 ring-black/20 hover:ring-black/40"
                >
                  Apply points
                </button>
                {action?.pointsError ? (
                  <p
                    id="points-error"
                    role="alert"
                    className="w-full text-sm font-medium text-red-700"
                  >
                    {action.pointsError}
                  </p>
                ) : null}
                {data.loyalty.applied ? (
                  <p className="w-full text-sm text-brand-700">
                    Using {data.loyalty.applied} points: −{formatPaise(quote.pointsDiscountPaise)}.
                  </p>
                ) : null}
              </Form>
            ) : null}
          </Card>
        </div>

        <Card
          as="aside"
          id="summary"
          title="Order summary"
          titleClassName="text-lg font-semibold"
          className="h-fit lg:sticky lg:top-32"
        >
          <ul className="mt-4 divide-y divide-black/10">
            {quote.lines.map((line) => (
              <li key={line.id} className="flex gap-3 py-3 text-sm" data-testid="checkout-line">
                <img
                  src={line.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 shrink-0 rounded-lg bg-black/5 object-contain"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{line.name}</p>
                  <p className="text-black/60">
                    {line.quantity} × {line.tierQuantity} {line.unit} at{' '}
                    {formatPaise(line.pricePerUnitPaise)}
                  </p>
                  {line.options.length ? (
                    <p className="text-xs text-black/55">
                      {line.options.map((o) => `${o.option}: ${o.value}`).join(' · ')}
                    </p>
                  ) : null}
                  {line.proofUrl ? (
                    <a
                      href={line.proofUrl}
                      className="text-xs font-medium text-brand-700 underline"
                    >
                      Proof of {line.designName}
                    </a>
                  ) : null}
                  {line.artworkLater ? (
                    <p className="text-xs text-black/60">{ARTWORK_TEXT.sendLaterInCart}</p>
                  ) : null}
                  {line.problemText ? (
                    <Form method="post" action="/checkout" className="mt-1">
                      <p className="text-xs font-medium text-red-700">{line.problemText}</p>
                      {line.fixUrl ? (
                        <a
                          href={line.fixUrl}
                          className="mr-3 text-xs font-semibold text-brand-700 underline"
                        >
                          Add your artwork in the cart
                        </a>
                      ) : null}
                      <input type="hidden" name="intent" value="remove-line" />
                      <input type="hidden" name="itemId" value={line.id} />
                      <button type="submit" className="text-xs font-semibold underline">
                        Remove from cart
                      </button>
                    </Form>
                  ) : null}
                </div>
                <p className="font-medium">{formatPaise(line.lineTotalPaise)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-2 border-t border-black/10 pt-4 text-sm">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd data-testid="checkout-subtotal">{formatPaise(quote.subtotalPaise)}</dd>
            </div>
            {quote.promotions.map((p) => (
              <div key={p.promotionId} className="flex justify-between gap-3 text-brand-700">
                <dt>{promotionLabel(p)}</dt>
                <dd data-testid="checkout-promotion">
                  {p.discountPaise ? `−${formatPaise(p.discountPaise)}` : 'Free shipping'}
                </dd>
              </div>
            ))}
            {quote.pointsDiscountPaise ? (
              <div className="flex justify-between text-brand-700">
                <dt>Points discount ({quote.pointsUsed} points)</dt>
                <dd data-testid="checkout-discount">−{formatPaise(quote.pointsDiscountPaise)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt>{SPEED_LABELS[data.speed]}</dt>
              <dd data-testid="checkout-shipping">
                {quote.shippingPaise === 0 ? 'Free' : formatPaise(quote.shippingPaise)}
              </dd>
            </div>
            <div className="flex justify-between border-t border-black/10 pt-3 text-base font-semibold">
              <dt>Total</dt>
              <dd data-testid="checkout-total">{formatPaise(quote.totalPaise)}</dd>
            </div>
            <div className="text-xs text-black/60" data-testid="checkout-gst">
              {data.deliveryState ? (
                quote.gst.intraState ? (
                  <p>
                    Includes GST {formatPaise(quote.gst.taxPaise)}: CGST{' '}
                    {formatPaise(quote.gst.cgstPaise)} + SGST {formatPaise(quote.gst.sgstPaise)}{' '}
                    (delivery in {data.deliveryState}).
                  </p>
                ) : (
                  <p>
                    Includes IGST {formatPaise(quote.gst.igstPaise)} (delivery to{' '}
                    {data.deliveryState}).
                  </p>
                )
              ) : (
                <p>
                  Includes GST {formatPaise(quote.gst.taxPaise)}; the split depends on the delivery
                  state.
                </p>
              )}
            </div>
          </dl>
          <SubmitButton
            form={FORM_ID}
            name="intent"
            value="place"
            pending={pending}
            pendingText="Placing your order…"
            disabled={data.paymentsOff || quote.hasProblems || pending}
            className="mt-5 w-full"
          >
            Place order and pay {formatPaise(quote.totalPaise)}
          </SubmitButton>
          <p className="mt-3 text-xs text-black/55">
            You pay securely with Razorpay (cards, UPI, net banking). Your cart is kept until the
            payment succeeds.
          </p>
          <Link to="/cart" className="mt-3 block text-center text-sm font-medium text-brand-700">
            Edit cart
          </Link>
        </Card>
      </div>
    </div>
  )
}
