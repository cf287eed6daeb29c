import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { AddressForm } from '#app/components/address-form.tsx'
import { createAddress } from '#app/server/accounts/addresses.server.ts'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { filledRefusal, placeAddress } from '#app/server/delivery/address-pin.server.ts'
import { addressSchema } from '#app/utils/address.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'

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
  try {
    const placed = placeAddress(submission.value)
    const filled = filledRefusal(placed, submission.payload)
    if (filled) throw filled
    await createAddress(userId, placed.address)
  } catch (error) {
    return refuse(error, { submission })
  }
  return redirect('/account/addresses?notice=added', { status: 303 })
}

export default function NewAddressPage() {
  const lastResult = useActionData<typeof action>()
  return (
    <Card
      id="new-address"
      title="Add an address"
      titleClassName="mb-6 text-xl font-semibold tracking-tight"
    >
      <AddressForm lastResult={lastResult} submitLabel="Save address" />
    </Card>
  )
}

export const meta = () => privatePageMeta('Add an address')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
