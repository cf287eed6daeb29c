import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { AddressForm } from '#app/components/address-form.tsx'
import { createAddress } from '#app/server/accounts/addresses.server.ts'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { addressSchema } from '#app/utils/address.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request)
  return data(null)
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request)
  const formData = await request.formData().catch(() => new FormData())
  const submission = parseWithZod(formData, { schema: addressSchema })
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400 })
  }
  await createAddress(userId, submission.value)
  return redirect('/account/addresses?notice=added', { status: 303 })
}

export default function NewAddressPage() {
  const lastResult = useActionData<typeof action>()
  return (
    <section aria-labelledby="new-address" className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
      <h2 id="new-address" className="mb-6 text-xl font-semibold tracking-tight">
        Add an address
      </h2>
      <AddressForm lastResult={lastResult} submitLabel="Save address" />
    </section>
  )
}

export const meta = () => privatePageMeta('Add an address')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
