import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleAddressesApi } from '#app/server/http/addresses-api.server.ts'

/** GET, PUT and DELETE /api/addresses/{id}. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleAddressesApi(request, params.id)
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleAddressesApi(request, params.id)
