/**
 * The editor's calls to the JSON API: designs (autosave), image uploads and the cart preview,
 * all through the store's one browser client (`#app/utils/api-client.ts`), except the last-chance
 * save on leaving the page, which only `navigator.sendBeacon` can still send.
 */
import { api } from '#app/utils/api-client.ts'
import type { DesignDocument } from '../document.ts'

export { ApiError } from '#app/utils/api-client.ts'

export interface SavedDesign {
  id: string
  updatedAt: string
}

const designUrl = (designId: string | null) =>
  designId ? `/api/designs/${encodeURIComponent(designId)}` : '/api/designs'

const designBody = (
  designId: string | null,
  productId: string,
  document: DesignDocument,
  name?: string,
) => (designId ? { document, name } : { productId, document, name })

/** Creates the design (no id yet) or saves over it. A write: never retried here (autosave backs off). */
export async function saveDesign(
  designId: string | null,
  productId: string,
  document: DesignDocument,
  name?: string,
): Promise<SavedDesign> {
  const send = designId ? api.put : api.post
  const body = await send<{ design: SavedDesign }>(designUrl(designId), {
    json: designBody(designId, productId, document, name),
  })
  return { id: body.design.id, updatedAt: String(body.design.updatedAt) }
}

/** Last-chance save when the page is being left (no response is read). */
export function beaconSave(
  designId: string | null,
  productId: string,
  document: DesignDocument,
  name?: string,
) {
  const body = new Blob([JSON.stringify(designBody(designId, productId, document, name))], {
    type: 'text/plain;charset=UTF-8',
  })
  return (
    typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(designUrl(designId), body)
  )
}

export interface UploadedImage {
  id: string
  url: string
  width: number
  height: number
}

/** POST /api/upload/single-image with the field `image`. */
export async function uploadImage(file: Blob): Promise<UploadedImage> {
  const form = new FormData()
  form.append('image', file)
  const body = await api.post<{ image: UploadedImage }>('/api/upload/single-image', { body: form })
  return body.image
}

/** POST /api/upload/image with `croppedImage`: the design's preview for the cart. */
export async function uploadPreview(png: Blob): Promise<string> {
  const form = new FormData()
  form.append('croppedImage', png, 'preview.png')
  const body = await api.post<{ croppedImage: { id: string } }>('/api/upload/image', { body: form })
  return body.croppedImage.id
}
