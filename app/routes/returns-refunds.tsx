import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { pageMeta } from '#app/components/page-meta.ts'
import { InfoPage, type InfoSection } from '#app/components/info-page.tsx'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { SITE } from '#app/utils/site.ts'

const UPDATED = '2026-11-22'

const SECTIONS: InfoSection[] = [
  {
    id: 'our-promise',
    title: 'Our quality guarantee',
    content: (
      <p>
        Every order is checked before it leaves our studio. If something we printed is not right, we
        make it right: <strong>a free reprint or a full refund for the affected items</strong>,
        whichever you prefer.
      </p>
    ),
  },
  {
    id: 'misprints-damage',
    title: 'Misprints, damage and wrong items',
    content: (
      <>
        <p>We reprint or refund free of charge when:</p>
        <ul>
          <li>
            the print does not match the design you approved: wrong colours beyond normal print
            variation, smudges, streaks, misaligned printing or cutting;
          </li>
          <li>we used the wrong paper, size, finish or quantity;</li>
          <li>the parcel arrived damaged, or with someone else&apos;s items in it.</li>
        </ul>
        <p>
          Tell us <strong>within 7 days of delivery</strong>, with photos. You don&apos;t need to
          send the items back unless we ask; reprints go to the front of the queue and ship free.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-report',
    title: 'How to report a problem',
    content: (
      <ol>
        <li>
          Send us a message through the <Link to="/contact">contact form</Link> (choose &ldquo;Order
          help&rdquo;) or email <a href={`mailto:${SITE.email}`}>{SITE.email}</a> with your order
          number.
        </li>
        <li>
          Attach clear photos of the problem. For transit damage, include the outer packaging and
          the shipping label.
        </li>
        <li>
          We reply within one working day with a reprint or refund. There is no form to fill in and
          no restocking fee.
        </li>
      </ol>
    ),
  },
  {
    id: 'not-covered',
    title: 'What is not covered',
    content: (
      <>
        <p>
          Because personalised items are made just for you and cannot be resold,{' '}
          <strong>we cannot accept returns for a change of mind</strong>. Our guarantee also does
          not cover:
        </p>
        <ul>
          <li>mistakes in the artwork you approved, such as spelling, dates or phone numbers;</li>
          <li>
            low-resolution or blurry images that you chose to print after our resolution warning;
          </li>
          <li>
            slight colour differences between your screen and paper, or cutting within 1 mm of the
            trim line;
          </li>
          <li>problems reported more than 7 days after delivery.</li>
        </ul>
        <p>
          Not sure whether your case is covered? <Link to="/contact">Ask us</Link>: we look at every
          case individually and lean towards putting it right.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancelling an order',
    content: (
      <>
        <p>
          You can cancel <strong>free of charge until production starts</strong>, and we refund the
          full amount including shipping. Once your order is in production it cannot be cancelled,
          because the materials are already printed for you.
        </p>
        <p>
          Express orders can reach the press within hours of payment, so contact us as soon as you
          can: call <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a> or use the{' '}
          <Link to="/contact">contact form</Link> with your order number. You can see whether
          production has started on <Link to="/track-order">Track Order</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'How refunds are paid',
    content: (
      <>
        <ul>
          <li>
            Refunds go back to <strong>the original payment method</strong> through Razorpay: the
            same card, UPI account, bank account or wallet you paid with.
          </li>
          <li>
            We start the refund within one working day of approving it. It usually reaches your
            account in <strong>5-7 working days</strong>, depending on your bank; UPI refunds are
            often faster.
          </li>
          <li>
            When we refund a whole order because of our mistake, the shipping fee is refunded too,
            and any loyalty points you used are returned to your account.
          </li>
        </ul>
        <p>
          We email you when the refund is issued, with its reference number, so you can follow it up
          with your bank if needed.
        </p>
      </>
    ),
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: catalogCacheHeaders(request, { personal: 'header' }) })
}

export const headers = loaderHeaders

export default function ReturnsRefundsPage() {
  return (
    <InfoPage
      eyebrow="Help"
      title="Returns and refunds"
      intro={
        <p>
          If we get your print wrong, we reprint it or refund you. Here is exactly how that works,
          and what we cannot take back.
        </p>
      }
      updated={UPDATED}
      sections={SECTIONS}
    />
  )
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Returns and Refunds',
    'Misprints and damaged items reprinted free or refunded when reported with photos within 7 days of delivery. Cancel free before production starts; refunds to your original payment method in 5-7 working days.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
