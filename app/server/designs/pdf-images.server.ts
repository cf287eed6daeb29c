/**
 * Photos in the print PDF: placed at their frame with the crop and fit or fill the editor shows,
 * clipped to the frame; a JPEG goes in as CMYK JPEG, anything with transparency as raw CMYK with
 * its alpha as a soft mask (live transparency, as PDF/X-4 allows). A photo whose upload is gone
 * prints as a grey box, so the proof shows where it was.
 */
import { type ImageElement } from '#app/designer/document.ts'
import { imageClip, imagePlacement } from '#app/designer/geometry.ts'
import { type PressImage } from './press-colour.server.ts'
import { type RenderState } from './pdf-ink.server.ts'

let imageCount = 0

/** Places a press image (CMYK) in the box x, y, w, h of the current user space. */
function placeImage(s: RenderState, image: PressImage, x: number, y: number, w: number, h: number) {
  const { pdf } = s
  if (image.kind === 'jpeg') {
    pdf.image(image.data, x, y, { width: w, height: h })
    return
  }
  // Raw CMYK with its alpha as a soft mask: transparency stays live, as PDF/X-4 allows.
  const mask = pdf.ref({
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  })
  mask.end(image.alpha)
  const ref = pdf.ref({
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceCMYK',
    BitsPerComponent: 8,
    SMask: mask,
  })
  ref.end(image.cmyk)
  const name = `ImX${++imageCount}`
  pdf.page.xobjects[name] = ref
  s.transparency = true
  pdf.save()
  pdf.transform(w, 0, 0, -h, x, y + h)
  pdf.addContent(`/${name} Do`)
  pdf.restore()
}

export function drawImage(s: RenderState, el: ImageElement, image: PressImage | null) {
  const { pdf } = s
  if (!image) {
    // The upload is gone: a grey frame, so the proof shows where the picture was.
    pdf.rect(el.x, el.y, el.width, el.height).fill([0, 0, 0, 20])
    return
  }
  const placed = imagePlacement(el)
  // Only the cropped part shows, within the frame (see imageClip).
  const clip = imageClip(el)
  pdf.save()
  pdf.rect(el.x + clip.x, el.y + clip.y, clip.width, clip.height).clip()
  placeImage(
    s,
    image,
    el.x + placed.image.x,
    el.y + placed.image.y,
    placed.image.width,
    placed.image.height,
  )
  pdf.restore()
}
