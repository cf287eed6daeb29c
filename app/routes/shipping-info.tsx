import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { pageMeta } from '#app/components/page-meta.ts'
import { InfoPage, type InfoSection } from '#app/components/info-page.tsx'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'

const UPDATED = '2026-11-22'

const FREE_OVER = formatPaise(SITE.freeShippingThresholdPaise)
const FEE = formatPaise(SITE.shippingFeePaise)

const DELIVERY_ESTIMATES = [
  {
    region: 'Metro cities',
    examples: 'Bengaluru, Mumbai, Delhi NCR, Chennai, Hyderabad, Kolkata, Pune, Ahmedabad',
    days: '2-4 working days',
  },
  {
    region: 'Rest of India',
    examples: 'Other cities, towns and villages',
    days: '4-7 working days',
  },
  {
    region: 'Remote regions',
    examples: 'North-East states, Jammu & Kashmir, Ladakh, Andaman & Nicobar Islands, Lakshadweep',
    days: '7-10 working days',
  },
]

const SECTIONS: InfoSection[] = [
  {
    id: 'charges',
    title: 'Shipping charges',
    content: (
      <>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
            <p className="text-sm text-black/60">Orders over {FREE_OVER}</p>
            <p className="mt-1 text-2xl font-semibold text-ink">Free</p>
          </div>
          <div className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
            <p className="text-sm text-black/60">Orders up to {FREE_OVER}</p>
            <p className="mt-1 text-2xl font-semibold text-ink">{FEE}</p>
          </div>
        </div>
        <p>
          One flat fee anywhere in India, however many items you order. The exact amount is shown in
          your cart before you pay, and all prices include GST.
        </p>
      </>
    ),
  },
  {
    id: 'production',
    title: 'Production and dispatch times',
    content: (
      <>
        <p>
          Every item is printed to order. Each product page shows its production time in working
          days; working days are Monday to Saturday, except national holidays.
        </p>
        <h3>24-hour express production</h3>
        <p>
          Products marked express that you order and pay for before{' '}
          <strong>{SITE.expressCutoff} IST</strong> on a working day are printed within 24 hours and
          dispatched the next working day. Orders paid after {SITE.expressCutoff} start production
          the following working day.
        </p>
        <h3>Orders with several items</h3>
        <p>
          We ship your order in one parcel when its slowest item is ready, so the expected dispatch
          date is set by the item with the longest production time. Large or bulk orders may ship in
          more than one box, at no extra charge.
        </p>
      </>
    ),
  },
  {
    id: 'delivery-times',
    title: 'Delivery times',
    content: (
      <>
        <p>After dispatch, our courier partners usually deliver within:</p>
        <div className="mt-6 overflow-hidden rounded-2xl bg-white ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Delivery time after dispatch, by region</caption>
            <thead className="bg-paper text-black/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Region
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Delivery after dispatch
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-black/5">
              {DELIVERY_ESTIMATES.map((row) => (
                <tr key={row.region}>
                  <th scope="row" className="px-4 py-3 align-top font-normal">
                    <span className="block font-semibold text-ink">{row.region}</span>
                    <span className="block text-black/60">{row.examples}</span>
                  </th>
                  <td className="px-4 py-3 align-top font-medium whitespace-nowrap text-ink">
                    {row.days}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          These are estimates, not guarantees: festivals, severe weather and local restrictions can
          add a day or two. Need it by a date? Tell us through the{' '}
          <Link to="/contact">contact form</Link> before you order and we will say honestly whether
          we can make it.
        </p>
      </>
    ),
  },
  {
    id: 'tracking',
    title: 'Tracking your parcel',
    content: (
      <p>
        As soon as your parcel leaves our studio we email you the courier&apos;s name and tracking
        number. You can check the status of any order at any time on{' '}
        <Link to="/track-order">Track Order</Link> with your order number and the email or phone
        number you used at checkout.
      </p>
    ),
  },
  {
    id: 'packaging',
    title: 'Packaging',
    content: (
      <p>
        Prints travel flat in rigid mailers with a moisture barrier; mugs and gifts are boxed with
        paper padding. We use plastic-free packaging wherever the product allows.
      </p>
    ),
  },
  {
    id: 'address-changes',
    title: 'Changing the delivery address',
    content: (
      <p>
        Please check your address and PIN code before paying. We can change the address until the
        parcel is dispatched: <Link to="/contact">contact us</Link> or call{' '}
        <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a> with your order number.
      </p>
    ),
  },
  {
    id: 'failed-delivery',
    title: 'Failed or missed delivery',
    content: (
      <>
        <p>
          The courier calls the phone number on the order and tries to deliver up to three times. If
          the parcel still cannot be delivered, for example because nobody was available or the
          address was incomplete, it comes back to our studio.
        </p>
        <ul>
          <li>We keep returned parcels for 30 days and let you know when one arrives.</li>
          <li>
            We send it again once you confirm the address and pay the {FEE} shipping fee again.
          </li>
          <li>
            Because your items are personalised, we cannot refund an order returned because of a
            wrong address or missed delivery.
          </li>
        </ul>
        <p>
          A parcel that arrives damaged is covered by our{' '}
          <Link to="/returns-refunds">returns and refunds policy</Link>: take photos and tell us
          within 7 days of delivery.
        </p>
      </>
    ),
  },
  {
    id: 'where-we-ship',
    title: 'Where we ship',
    content: (
      <p>
        We deliver to every serviceable PIN code in India. We do not ship outside India yet. If the
        courier cannot reach your PIN code, we tell you before printing and refund you in full.
      </p>
    ),
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: catalogCacheHeaders(request, { personal: 'header' }) })
}

export const headers = loaderHeaders

export default function ShippingInfoPage() {
  return (
    <InfoPage
      eyebrow="Help"
      title="Shipping information"
      intro={
        <p>
          Free shipping on orders over {FREE_OVER}, 24-hour express production and tracked delivery
          to every corner of India.
        </p>
      }
      updated={UPDATED}
      sections={SECTIONS}
    />
  )
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Shipping Information',
    `Free shipping over ${FREE_OVER}, otherwise ${FEE}. 24-hour express production for orders before ${SITE.expressCutoff} IST, delivery in 2-4 days to metros and 4-7 days across India, with tracking.`,
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
