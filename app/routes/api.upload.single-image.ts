import type { ActionFunctionArgs } from '@remix-run/node'
import { uploadMethodNotAllowed, uploadSingleImage } from '#app/server/http/uploads-api.server.ts'

/** POST /api/upload/single-image (multipart field `image`): stores one image, answers JSON. */
export function loader() {
  return uploadMethodNotAllowed()
}

export async function action({ request }: ActionFunctionArgs) {
  return uploadSingleImage(request)
}
