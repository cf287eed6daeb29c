/**
 * The editor's calls to the JSON API: designs (autosave), image uploads and the cart preview.
 */
import type { DesignDocument } from '../document.ts'

export interface SavedDesign {
  id: string
  updatedAt: string
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

async function readError(res: Response) {
  const body = (await res.json().catch(() => null)) as { error?: string; message?: string } | null
  return new ApiError(res.status, body?.error ?? body?.message ?? `Request failed (${res.status})`)
}

/** Creates the design (no id yet) or saves over it. */
export async function saveDesign(
  designId: string | null,
  productId: string,
  document: DesignDocument,
  name?: string,
): Promise<SavedDesign> {
  const res = await fetch(
    designId ? `/api/designs/${encodeURIComponent(designId)}` : '/api/designs',
    {
      method: designId ? 'PUT' : 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(designId ? { document, name } : { productId, document, name }),
    },
  )
  if (!res.ok) throw await readError(res)
  const body = (await res.json()) as { design: SavedDesign }
  return { id: body.design.id, updatedAt: String(body.design.updatedAt) }
}

/** Last-chance save when the page is being left (no response is read). */
export function beaconSave(
  designId: string | null,
  productId: string,
  document: DesignDocument,
  name?: string,
) {
  const url = designId ? `/api/designs/${encodeURIComponent(designId)}` : '/api/designs'
  const body = new Blob(
    [JSON.stringify(designId ? { document, name } : { productId, document, name })],
    {
      type: 'text/plain;charset=UTF-8',
    },
  )
  return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)
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
  const res = await fetch('/api/upload/single-image', { method: 'POST', body: form })
  if (!res.ok) throw await readError(res)
  const body = (await res.json()) as { image: UploadedImage }
  return body.image
}

/** POST /api/upload/image with `croppedImage`: the design's preview for the cart. */
export async function uploadPreview(png: Blob): Promise<string> {
  const form = new FormData()
  form.append('croppedImage', png, 'preview.png')
  const res = await fetch('/api/upload/image', { method: 'POST', body: form })
  if (!res.ok) throw await readError(res)
  const body = (await res.json()) as { croppedImage: { id: string } }
  return body.croppedImage.id
}
