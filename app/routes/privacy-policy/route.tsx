import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageMeta } from '#app/components/page-meta.ts'
import { InfoPage } from '#app/components/info-page.tsx'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { SITE } from '#app/utils/site.ts'
import { SECTIONS, UPDATED } from './sections.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: catalogCacheHeaders(request) })
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

export { ErrorBoundary }
