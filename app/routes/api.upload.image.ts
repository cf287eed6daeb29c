import type { ActionFunctionArgs } from '@remix-run/node'
import {
  uploadDesignerImages,
  uploadMethodNotAllowed,
} from '#app/server/http/uploads-api.server.ts'

/** POST /api/upload/image (multipart fields `rawImage` and/or `croppedImage`). */
export function loader() {
  return uploadMethodNotAllowed()
}

export async function action({ request }: ActionFunctionArgs) {
  return uploadDesignerImages(request)
}
