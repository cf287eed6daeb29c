import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleAddressesApi } from '#app/server/http/addresses-api.server.ts'

/** PUT /api/addresses/{id}/default: make it the default address. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleAddressesApi(request, params.id, 'default')
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleAddressesApi(request, params.id, 'default')
