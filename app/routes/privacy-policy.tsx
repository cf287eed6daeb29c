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
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          {SITE.name} is an online print studio based at {SITE.address}. This policy explains what
          personal data we collect when you use our website, place an order or talk to us, why we
          collect it, how long we keep it and the rights you have over it.
        </p>
        <p>
          For this personal data we are the <strong>Data Fiduciary</strong> under India&apos;s
          Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;). We collect only
          what we need to make and deliver your prints, and we never sell personal data.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and mobile number. Your
            password is stored only as a one-way hash; nobody at {SITE.name} can read it.
          </li>
          <li>
            <strong>Orders:</strong> the delivery address and phone number for each order, the
            products and options you chose, order history, loyalty points and, if you give one, your
            GSTIN for a business invoice.
          </li>
          <li>
            <strong>Uploads and designs:</strong> the images, logos, text and designs you upload or
            create in our designer. These can contain other people&apos;s personal data (names on a
            wedding invitation, photos on a mug); please upload them only with those people&apos;s
            permission.
          </li>
          <li>
            <strong>Payments:</strong> payments are handled by Razorpay. We never see or store your
            card number, CVV, UPI PIN or net-banking password. Razorpay tells us only the payment
            reference, the method type (for example &ldquo;card&rdquo; or &ldquo;UPI&rdquo;), the
            amount and whether it succeeded.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form, by email or by
            phone, so we can answer and keep a record of what was agreed.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the pages requested,
            kept in our server logs for security and to fix faults.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    content: (
      <>
        <ul>
          <li>To print, pack and deliver your order, and to tell you how it is progressing.</li>
          <li>To run your account: order history, saved addresses, designs and loyalty points.</li>
          <li>To answer your questions, quotes and complaints.</li>
          <li>To take payments, issue GST invoices and meet our legal and tax obligations.</li>
          <li>To keep the website secure and prevent fraud and misuse.</li>
          <li>
            To send offers and news, <strong>only if you have opted in</strong>. Every marketing
            email has an unsubscribe link; order and service messages are always sent.
          </li>
        </ul>
        <p>
          We process your data on the basis of the consent you give when you create an account,
          place an order or send us a message, or for the legitimate uses the DPDP Act allows, such
          as fulfilling a purchase you asked for or complying with the law. You may withdraw consent
          at any time; this does not affect processing already done, and we may then be unable to
          complete an order that is still open.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          We share personal data only with the service providers that help us run the store, each
          bound by contract to use it only on our instructions:
        </p>
        <ul>
          <li>
            <strong>Razorpay</strong>, to take payments and issue refunds.
          </li>
          <li>
            <strong>Courier partners</strong>, who receive the name, delivery address and phone
            number needed to deliver your parcel.
          </li>
          <li>
            <strong>Hosting, image storage, email and SMS providers</strong>, who store our data and
            deliver our messages.
          </li>
        </ul>
        <p>
          We disclose data to government authorities only when Indian law requires it. Some of our
          providers may store data on servers outside India; where they do, we transfer it only to
          countries not restricted by the Government of India under the DPDP Act.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          <strong>Account details:</strong> for as long as your account is open. When you close it
          we erase them within 30 days, except what the law requires us to keep.
        </li>
        <li>
          <strong>Orders and invoices:</strong> eight years, as Indian tax and accounting laws
          require.
        </li>
        <li>
          <strong>Uploads and print files:</strong> 90 days after delivery, so we can reprint if
          something went wrong. Designs you save to your account stay until you delete them.
        </li>
        <li>
          <strong>Messages to us:</strong> two years after the conversation ends.
        </li>
        <li>
          <strong>Server logs:</strong> 90 days.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <>
        <p>
          Every page is served over HTTPS. Passwords are hashed with argon2id, signing out ends your
          session on our servers, and only the staff who need your data to fulfil an order can see
          it. Card details never reach our servers.
        </p>
        <p>
          If a personal data breach ever happens, we will inform the Data Protection Board of India
          and every person affected, as the DPDP Act requires, and tell you what we are doing about
          it.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> a summary of the personal data we hold about you, what we do
            with it and who we have shared it with.
          </li>
          <li>
            <strong>Correct, complete or update</strong> it. Most details can be changed yourself in
            your account.
          </li>
          <li>
            <strong>Erase</strong> it when it is no longer needed for the purpose you gave it for,
            unless the law requires us to keep it.
          </li>
          <li>
            <strong>Withdraw consent</strong> as easily as you gave it.
          </li>
          <li>
            <strong>Have a grievance addressed</strong> by our Grievance Officer (below).
          </li>
          <li>
            <strong>Nominate</strong> another person to exercise these rights if you die or become
            unable to.
          </li>
        </ul>
        <p>
          To use any of these rights, write to our Grievance Officer. We may ask you to confirm your
          identity first, for example from the email address on your account. If you are not
          satisfied with our answer, you can complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Our services are meant for adults. We do not knowingly collect personal data from anyone
        under 18 without the verifiable consent of a parent or lawful guardian, and we never track,
        profile or target advertising at children. If you believe a child has given us personal
        data, contact us and we will erase it.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        We use only the cookies the store needs to work: one that keeps you signed in and one that
        remembers your cart. We do not use advertising or cross-site tracking cookies. Razorpay may
        set its own cookies while you pay; its privacy policy covers them.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    content: (
      <>
        <p>
          Questions, requests and complaints about your personal data go to our Grievance Officer:
        </p>
        <ul>
          <li>Name: {SITE.grievanceOfficer.name}</li>
          <li>
            Email:{' '}
            <a href={`mailto:${SITE.grievanceOfficer.email}`}>{SITE.grievanceOfficer.email}</a>
          </li>
          <li>
            Phone: <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a> ({SITE.supportHours})
          </li>
          <li>
            Post: Grievance Officer, {SITE.name}, {SITE.address}
          </li>
        </ul>
        <p>
          We acknowledge every request within two working days and resolve it within 30 days. You
          can also use our <Link to="/contact">contact form</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects
        how we use data you have already given us, we will email you before it takes effect.
      </p>
    ),
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: catalogCacheHeaders(request, { personal: 'header' }) })
}

export const headers = loaderHeaders

export default function PrivacyPolicyPage() {
  return (
    <InfoPage
      eyebrow="Legal"
      title="Privacy policy"
      intro={
        <p>
          How {SITE.name} collects, uses and protects your personal data, in line with the Digital
          Personal Data Protection Act, 2023.
        </p>
      }
      updated={UPDATED}
      sections={SECTIONS}
    />
  )
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Privacy Policy',
    'What personal data PrintStudio collects, why, how long we keep it and your rights under the Digital Personal Data Protection Act, 2023. Payments by Razorpay: we never see card numbers.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
