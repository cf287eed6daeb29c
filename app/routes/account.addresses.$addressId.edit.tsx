import { parseWithZod } from '@conform-to/zod'
import { invariantResponse } from '@epic-web/invariant'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AddressForm } from '#app/components/address-form.tsx'
import { getAddress, updateAddress } from '#app/server/accounts/addresses.server.ts'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { filledRefusal, placeAddress } from '#app/server/delivery/address-pin.server.ts'
import { addressSchema } from '#app/utils/address.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  // Another user's address answers exactly like one that does not exist.
  const address = await getAddress(userId, params.addressId ?? '')
  invariantResponse(address, 'Address not found', { status: 404 })
  const { id, name, phone, line1, line2, landmark, city, state, pinCode, isDefault } = address
  return data({
    address: { id, name, phone, line1, line2, landmark, city, state, pinCode, isDefault },
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request)
  const formData = await request.formData().catch(() => new FormData())
  const submission = parseWithZod(formData, { schema: addressSchema })
  if (submission.status !== 'success') {
    // Still a 404 for someone else's address, whatever was posted.
    invariantResponse(await getAddress(userId, params.addressId ?? ''), 'Address not found', {
      status: 404,
    })
    return data(submission.reply(), { status: 400 })
  }
  let updated
  try {
    const placed = placeAddress(submission.value)
    const filled = filledRefusal(placed, submission.payload)
    if (filled) {
      invariantResponse(await getAddress(userId, params.addressId ?? ''), 'Address not found', {
        status: 404,
      })
      throw filled
    }
    updated = await updateAddress(userId, params.addressId ?? '', placed.address)
  } catch (error) {
    return refuse(error, { submission })
  }
  invariantResponse(updated, 'Address not found', { status: 404 })
  return redirect('/account/addresses?notice=saved', { status: 303 })
}

export default function EditAddressPage() {
  const { address } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <Card
      id="edit-address"
      title="Edit address"
      titleClassName="mb-6 text-xl font-semibold tracking-tight"
    >
      <AddressForm
        lastResult={lastResult}
        defaultValue={address}
        submitLabel="Save changes"
        canUnsetDefault={!address.isDefault}
      />
    </Card>
  )
}

export const meta = () => privatePageMeta('Edit address')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
