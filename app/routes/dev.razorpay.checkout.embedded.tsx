import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  paymentsConfig,
  STANDIN_HOSTED_CHECKOUT_PATH,
} from '#app/server/payments/razorpay-config.server.ts'
import {
  completeHostedCheckout,
  isHostedOutcome,
  openHostedCheckout,
  type HostedCheckout,
} from '#app/server/payments/standin/standin-checkout.server.ts'
import { isAppError } from '#app/server/platform/errors.server.ts'
import { formatPaise } from '#app/utils/money.ts'

/**
 * POST /dev/razorpay/checkout/embedded: the stand-in for Razorpay's hosted checkout (decision 020).
 * Our pay form posts Razorpay's fields here and the shopper sees a page clearly marked as a test
 * payment. Its Pay and Fail forms post back here with exactly the fields Razorpay posts to
 * callback_url; the stand-in records the outcome and answers 307, so the browser posts the same
 * fields on to callback_url. A standalone HTML page without scripts, like a payment provider's.
 * Exists only while the browser goes to the stand-in pages; otherwise it is a plain 404.
 */
function requireStandInPages() {
  if (!paymentsConfig().standInPages) throw new Response('Not found', { status: 404 })
}

export function loader({ context }: LoaderFunctionArgs) {
  requireStandInPages()
  return page(
    context,
    'Test payment',
    <Notice>Open this page by posting a payment form to it, as the checkout does.</Notice>,
    405,
    { Allow: 'POST' },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireStandInPages()
  const form = await readForm(request)
  if (!form) return page(context, 'Test payment', <Notice>This is not a payment form.</Notice>, 400)
  try {
    if (isHostedOutcome(form)) {
      const { callbackUrl } = completeHostedCheckout(form)
      return new Response(null, {
        status: 307,
        headers: { Location: callbackUrl, 'Cache-Control': 'no-store' },
      })
    }
    const checkout = openHostedCheckout(form, new URL(request.url).origin)
    return page(context, 'Test payment', <TestPayment checkout={checkout} />)
  } catch (error) {
    if (!isAppError(error)) throw error
    return page(context, 'Test payment', <Notice>{error.message}</Notice>, error.status)
  }
}

async function readForm(request: Request) {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null
  try {
    const form: Record<string, string> = {}
    for (const [key, value] of await request.formData()) {
      if (typeof value === 'string' && !(key in form)) form[key] = value
    }
    return form
  } catch {
    return null
  }
}

/** The page; its one <style> carries the request's CSP nonce (the policy has no 'unsafe-inline'). */
function page(
  context: AppLoadContext,
  title: string,
  body: ReactNode,
  status = 200,
  headers: HeadersInit = {},
) {
  const nonce = typeof context.cspNonce === 'string' ? context.cspNonce : undefined
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} — no money moves`}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: STYLES }} />
      </head>
      <body>
        <main>
          <p className="badge">Test mode</p>
          <h1>Test payment — no money moves</h1>
          {body}
        </main>
      </body>
    </html>,
  )
  return new Response(`<!DOCTYPE html>${html}`, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="alert">
      {children}
    </p>
  )
}

function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))
}

function TestPayment({ checkout }: { checkout: HostedCheckout }) {
  const { order } = checkout
  const amount =
    order.currency === 'INR' ? formatPaise(order.amount) : `${order.currency} ${order.amount / 100}`
  const customer = [checkout.customerName, checkout.email, checkout.contact].filter(Boolean)
  return (
    <>
      <p className="lead">
        This page stands in for Razorpay in development and demos. Choose what the payment does:
        nothing is charged.
      </p>
      <dl>
        <dt>Merchant</dt>
        <dd>{checkout.merchantName || 'Merchant'}</dd>
        <dt>Amount</dt>
        <dd className="amount">{amount}</dd>
        <dt>Order id</dt>
        <dd>
          <code>{order.id}</code>
          {order.receipt ? ` (receipt ${order.receipt})` : null}
        </dd>
        {checkout.description ? (
          <>
            <dt>Description</dt>
            <dd>{checkout.description}</dd>
          </>
        ) : null}
        {customer.length ? (
          <>
            <dt>Customer</dt>
            <dd>{customer.join(' · ')}</dd>
          </>
        ) : null}
      </dl>
      <div className="actions">
        <form method="post" action={STANDIN_HOSTED_CHECKOUT_PATH}>
          <HiddenFields fields={{ ...checkout.payFields }} />
          <button type="submit" className="pay">
            Pay {amount}
          </button>
        </form>
        <form method="post" action={STANDIN_HOSTED_CHECKOUT_PATH}>
          <HiddenFields fields={checkout.failFields} />
          <button type="submit" className="fail">
            Fail
          </button>
        </form>
        {checkout.cancelUrl ? (
          <a className="cancel" href={checkout.cancelUrl}>
            Cancel
          </a>
        ) : null}
      </div>
    </>
  )
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#16161d;background:#eef1f7}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:.25rem 0 1rem}
.badge{display:inline-block;margin:0;padding:.15rem .6rem;border-radius:999px;background:#fff3cd;color:#664d03;font-size:.8rem;font-weight:600}
.lead{color:#3f3f46;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1.5rem}
dt{color:#52525b}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-weight:700;font-size:1.15rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.actions form{margin:0}
button,.cancel{font:inherit;padding:.6rem 1.1rem;border-radius:8px;border:1px solid transparent;cursor:pointer;text-decoration:none}
.pay{background:#1d4ed8;color:#fff}
.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}
.cancel{color:#3f3f46;border-color:#a1a1aa}
button:focus-visible,.cancel:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.notice{padding:.75rem;border-radius:8px;background:#fef2f2;color:#991b1b}
`
