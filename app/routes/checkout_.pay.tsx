import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { publicUrl } from '#app/server/http/public-url.server.ts'
import { ownOrderStatus, startPayment } from '#app/server/payments/payments.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { formatPaise } from '#app/utils/money.ts'

/**
 * /checkout/pay?order=<id>: the payment step of a placed order. Without JavaScript, a plain form
 * posts to Razorpay's hosted checkout (or the stand-in page); with JavaScript, Checkout.js is loaded
 * here — never on any other page — and its modal opens at once. Both end at /payment/callback or
 * the verify call, then the confirmation page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const orderId = new URL(request.url).searchParams.get('order') ?? ''
  const order = await ownOrderStatus(userId, orderId)
  if (!order) throw new Response('Order not found', { status: 404 })
  if (order.status !== 'PENDING_PAYMENT')
    throw redirect(`/order-confirmation?order=${encodeURIComponent(order.id)}`, 303)
  try {
    return data({
      pay: await startPayment({ orderId, userId, appUrl: publicUrl(request) }),
      error: null,
    })
  } catch (error) {
    return refuse(error, { body: (refusal) => ({ pay: null, error: refusal.message }) })
  }
}

interface RazorpayInstance {
  open(): void
  close?(): void
  on(event: 'payment.failed', handler: (response: unknown) => void): void
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance
  }
}

function loadScript(src: string) {
  return new Promise<void>((resolve, reject) => {
    if (window.Razorpay) return resolve()
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('Checkout.js did not load'))
    document.head.appendChild(script)
  })
}

export default function PayPage() {
  const { pay, error } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const opened = useRef(false)

  const openModal = useCallback(async () => {
    if (!pay) return
    setBusy(true)
    setMessage(null)
    try {
      await loadScript(pay.checkoutScriptUrl)
      const Razorpay = window.Razorpay
      if (!Razorpay) throw new Error('Checkout.js did not load')
      const back = (status: string) =>
        navigate(`/checkout?payment=${status}&order=${encodeURIComponent(pay.orderId)}`)
      const checkout = new Razorpay({
        key: pay.keyId,
        order_id: pay.gatewayOrderId,
        amount: pay.amountPaise,
        currency: pay.currency,
        name: pay.name,
        description: pay.description,
        prefill: pay.prefill,
        handler: async (response: Record<string, string>) => {
          setMessage('Confirming your payment…')
          const res = await fetch('/api/payment/verify-payment', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            credentials: 'include',
            body: JSON.stringify(response),
          }).catch(() => null)
          const body = (await res?.json().catch(() => null)) as { redirectTo?: string } | null
          if (res?.ok && body?.redirectTo) navigate(body.redirectTo)
          else back('unverified')
        },
        modal: { ondismiss: () => back('cancelled') },
      })
      checkout.on('payment.failed', () => {
        checkout.close?.()
        void back('failed')
      })
      checkout.open()
    } catch {
      // The form below still works: it goes to the hosted checkout page.
      setMessage(
        'The payment window could not open here. Use the button to pay on Razorpay’s page.',
      )
    } finally {
      setBusy(false)
    }
  }, [pay, navigate])

  useEffect(() => {
    if (opened.current || !pay) return
    opened.current = true
    void openModal()
  }, [pay, openModal])

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card
        id="pay"
        title="Pay for your order"
        titleClassName="font-display text-3xl tracking-tight"
      >
        {error || !pay ? (
          <div className="mt-4 space-y-4">
            <FormMessage tone="error">{error}</FormMessage>
            <Link
              to="/checkout"
              className="inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white"
            >
              Back to checkout
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-3 text-sm text-black/70">
              Order <strong>{pay.number}</strong> · {formatPaise(pay.amountPaise)}
            </p>
            {pay.standIn ? (
              <p className="mt-2 text-sm text-black/60">
                Test mode: you will pay on a stand-in page and no money moves.
              </p>
            ) : null}
            {message ? (
              <div className="mt-4">
                <FormMessage tone="info">{message}</FormMessage>
              </div>
            ) : null}
            <form
              method="post"
              action={pay.hostedCheckoutUrl}
              className="mt-6"
              onSubmit={(event) => {
                if (window.Razorpay) {
                  event.preventDefault()
                  void openModal()
                }
              }}
            >
              <input type="hidden" name="key_id" value={pay.keyId} />
              <input type="hidden" name="order_id" value={pay.gatewayOrderId} />
              <input type="hidden" name="amount" value={pay.amountPaise} />
              <input type="hidden" name="currency" value={pay.currency} />
              <input type="hidden" name="name" value={pay.name} />
              <input type="hidden" name="description" value={pay.description} />
              <input type="hidden" name="prefill[name]" value={pay.prefill.name} />
              <input type="hidden" name="prefill[email]" value={pay.prefill.email} />
              <input type="hidden" name="prefill[contact]" value={pay.prefill.contact} />
              <input type="hidden" name="callback_url" value={pay.callbackUrl} />
              <input type="hidden" name="cancel_url" value={pay.cancelUrl} />
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black disabled:opacity-60"
              >
                Pay {formatPaise(pay.amountPaise)} securely
              </button>
            </form>
            <p className="mt-4 text-xs text-black/55">
              Cards, UPI and net banking through Razorpay. Your cart is kept until the payment
              succeeds.
            </p>
            <Link
              to="/checkout"
              className="mt-4 block text-center text-sm font-medium text-brand-700"
            >
              Back to checkout
            </Link>
          </>
        )}
      </Card>
    </div>
  )
}

export const meta = () => privatePageMeta('Pay for your order')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
