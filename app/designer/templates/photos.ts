/** Photo layouts: a print or polaroid with a caption, a passport photo. */
import { inset, type Layout, split, stack } from './builder.ts'

export const photoLayout: Layout = (b, c) => {
  const { box, u, sample } = c
  if (c.p.artKind === 'polaroid') {
    const caption = Math.min(box.h - box.w, u * 0.3)
    const [img, cap] = [
      { ...box, h: box.h - Math.max(caption, u * 0.15) },
      { ...box, y: box.y + box.h - Math.max(caption, u * 0.15), h: Math.max(caption, u * 0.15) },
    ]
    b.photo(img)
    stack(b, inset(cap, 0, cap.h * 0.15), [
      { t: 'text', text: sample, size: u * 0.12, font: 'Dancing Script', weight: 700 },
    ])
    return
  }
  const [img, cap] = split(box, 0.85, 'v', u * 0.03)
  b.photo(img)
  stack(b, cap, [{ t: 'text', text: sample, size: u * 0.08, font: 'Lato' }])
}

export const passportPhotoLayout: Layout = (b, c) => {
  const { box } = c
  b.photo(box, 'Your photo')
}
