import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { pageMeta } from '#app/components/page-meta.ts'
import { InfoPage, type InfoSection } from '#app/components/info-page.tsx'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'

const UPDATED = '2026-11-22'

const SECTIONS: InfoSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    content: (
      <p>
        These terms apply when you use the {SITE.name} website or buy from us. {SITE.name} is an
        online print studio at {SITE.address}. By creating an account or placing an order you agree
        to them, together with our <Link to="/privacy-policy">privacy policy</Link>,{' '}
        <Link to="/shipping-info">shipping information</Link> and{' '}
        <Link to="/returns-refunds">returns and refunds policy</Link>.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <p>
        Keep your account details accurate and your password private; you are responsible for what
        happens under your account. You must be 18 or older, or use the store with a parent or
        guardian. We may suspend an account that is used for fraud, abuse or to break these terms.
      </p>
    ),
  },
  {
    id: 'ordering',
    title: 'Ordering',
    content: (
      <>
        <p>
          Placing an order is an offer to buy. A contract exists once your payment is confirmed and
          we send your order confirmation email with its order number.
        </p>
        <p>
          We may decline or cancel an order, with a full refund, if its content breaks these terms,
          a price was shown in obvious error, or the courier cannot deliver to your PIN code. We
          will always tell you why.
        </p>
      </>
    ),
  },
  {
    id: 'pricing',
    title: 'Prices and payment',
    content: (
      <>
        <ul>
          <li>
            All prices are in Indian rupees (INR) and <strong>include GST</strong>. A GST invoice
            comes with every order.
          </li>
          <li>
            Shipping is shown in your cart before you pay: free on orders over{' '}
            {formatPaise(SITE.freeShippingThresholdPaise)}, otherwise{' '}
            {formatPaise(SITE.shippingFeePaise)}.
          </li>
          <li>
            You pay the price shown at checkout. Later price changes, up or down, do not affect an
            order already placed.
          </li>
          <li>
            Payments are processed by Razorpay (cards, UPI, net banking and wallets). We never see
            or store your card details.
          </li>
          <li>Discount codes and loyalty points have no cash value and cannot be exchanged.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'custom-products',
    title: 'Custom products and your artwork',
    content: (
      <>
        <p>
          Almost everything we sell is printed to your design, so please check it carefully before
          you order. <strong>You are responsible for the content of your artwork</strong>: spelling,
          names, dates, phone numbers, prices and layout are printed exactly as you approve them.
        </p>
        <p>
          Our designers check every file for print problems such as missing bleed, low image
          resolution or text outside the safe area, and will contact you before printing if they
          find one. They do not proofread your text.
        </p>
        <ul>
          <li>
            Screens show colour in RGB and presses print in CMYK, so printed colours can differ
            slightly from what you see on screen and between print runs.
          </li>
          <li>Cutting can vary by up to 1 mm; keep important content inside the safe area.</li>
          <li>
            Images should be at least 300 DPI at print size. If you choose to print a
            lower-resolution image after our warning, a soft or pixelated result is not a misprint.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property in your designs',
    content: (
      <>
        <p>
          <strong>Your designs stay yours.</strong> By uploading artwork you give us a limited,
          non-exclusive licence to store, reproduce and print it only to make your order, handle
          reprints and keep it in your account. We never use your designs in our marketing without
          your written permission.
        </p>
        <p>
          You confirm that you own, or have permission to use, everything you upload: logos,
          photographs, fonts, trademarks and the names or pictures of other people. You will make
          good any loss we suffer from a claim that your artwork infringes someone else&apos;s
          rights.
        </p>
        <p>
          We refuse to print content that is unlawful, infringes intellectual property, is
          defamatory, obscene or hateful, or imitates currency, government documents or official
          identity cards. Our templates, artwork and website content belong to {SITE.name}; you may
          use a template in the items you order from us.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations',
    content: (
      <p>
        You can cancel free of charge until production starts; we refund the full amount to your
        original payment method. Because every item is made to order, an order cannot be cancelled
        once it is in production. Contact us as soon as possible: express orders often go to press
        within hours. Details are in our{' '}
        <Link to="/returns-refunds">returns and refunds policy</Link>.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    content: (
      <p>
        We deliver across India. Dispatch and delivery times are estimates, explained on our{' '}
        <Link to="/shipping-info">shipping information</Link> page. Responsibility for the parcel
        passes to you when it is delivered to the address you gave.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    content: (
      <>
        <p>
          If we make a mistake, we put it right by reprinting or refunding as our returns policy
          describes. Beyond that, our total liability for an order is limited to the amount you paid
          for the affected items.
        </p>
        <p>
          We are not liable for indirect or consequential losses, such as lost profits or a missed
          event, or for delays caused by events outside our control (couriers, strikes, severe
          weather, network outages). Nothing in these terms limits your rights under the Consumer
          Protection Act, 2019 or any liability that the law does not allow us to exclude.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and jurisdiction',
    content: (
      <p>
        These terms are governed by the laws of India. The courts at Bengaluru, Karnataka have
        exclusive jurisdiction over any dispute, without affecting your right to approach a consumer
        commission under the Consumer Protection Act, 2019. Please talk to us first: most problems
        are solved with one message.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms; the date at the top shows the latest version. The terms that
        applied when you placed an order continue to apply to that order.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these terms: write to <a href={`mailto:${SITE.email}`}>{SITE.email}</a>,
        call <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a> or use our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: catalogCacheHeaders(request, { personal: 'header' }) })
}

export const headers = loaderHeaders

export default function TermsOfServicePage() {
  return (
    <InfoPage
      eyebrow="Legal"
      title="Terms of service"
      intro={
        <p>
          The agreement between you and {SITE.name} when you use our website and order prints from
          us, in plain language.
        </p>
      }
      updated={UPDATED}
      sections={SECTIONS}
    />
  )
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Terms of Service',
    'PrintStudio terms of service: ordering, prices in INR including GST, custom products and artwork, your rights in uploaded designs, cancellations, liability and Bengaluru jurisdiction.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
