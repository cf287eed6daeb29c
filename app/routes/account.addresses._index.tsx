import { invariantResponse } from '@epic-web/invariant'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { FormMessage } from '#app/components/forms.tsx'
import {
  deleteAddress,
  listAddresses,
  setDefaultAddress,
} from '#app/server/accounts/addresses.server.ts'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { formatAddress } from '#app/utils/address.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'

const NOTICES: Record<string, string> = {
  added: 'Address saved.',
  saved: 'Address updated.',
  deleted: 'Address deleted.',
  default: 'Default address changed.',
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const addresses = await listAddresses(userId)
  return data({
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      phone: a.phone,
      isDefault: a.isDefault,
      text: formatAddress(a),
    })),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request)
  const formData = await request.formData().catch(() => new FormData())
  const intent = formData.get('intent')
  const addressId = String(formData.get('addressId') ?? '')
  if (intent === 'delete') {
    invariantResponse(await deleteAddress(userId, addressId), 'Address not found', { status: 404 })
    return redirect('/account/addresses?notice=deleted', { status: 303 })
  }
  if (intent === 'set-default') {
    invariantResponse(await setDefaultAddress(userId, addressId), 'Address not found', {
      status: 404,
    })
    return redirect('/account/addresses?notice=default', { status: 303 })
  }
  throw data('Choose what to do with the address.', { status: 400 })
}

export default function AddressesPage() {
  const { addresses } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const busyId = navigation.state !== 'idle' ? navigation.formData?.get('addressId') : null
  const notice = NOTICES[params.get('notice') ?? '']
  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-xl font-semibold tracking-tight">
          Saved addresses
        </h2>
        <Link
          to="/account/addresses/new"
          className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-black"
        >
          Add a new address
        </Link>
      </div>
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {addresses.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-black/65 ring-1 ring-black/5">
          No saved addresses yet. Add one to check out faster.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              aria-label={`${address.name}${address.isDefault ? ' (default)' : ''}`}
              className={`flex flex-col rounded-2xl bg-white p-5 ring-1 ${
                address.isDefault ? 'ring-2 ring-ink' : 'ring-black/5'
              } ${busyId === address.id ? 'opacity-60' : ''}`}
            >
              <p className="font-semibold">
                {address.name}
                {address.isDefault ? (
                  <span className="ml-2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
                    Default
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-black/70">{address.text}</p>
              <p className="mt-1 text-sm text-black/60">Phone {address.phone}</p>
              <div className="mt-auto flex flex-wrap gap-2 pt-4 text-sm font-semibold">
                <Link
                  to={`/account/addresses/${address.id}/edit`}
                  aria-label={`Edit address of ${address.name}`}
                  className="rounded-full px-4 py-2 ring-1 ring-black/15 hover:ring-black/40"
                >
                  Edit
                </Link>
                {address.isDefault ? null : (
                  <Form method="post">
                    <input type="hidden" name="addressId" value={address.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="set-default"
                      className="rounded-full px-4 py-2 ring-1 ring-black/15 hover:ring-black/40"
                    >
                      Set as default
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="addressId" value={address.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    aria-label={`Delete address of ${address.name}`}
                    className="rounded-full px-4 py-2 text-red-700 ring-1 ring-red-200 hover:ring-red-400"
                  >
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export const meta = () => privatePageMeta('Saved Addresses')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
