/**
 * Reading documents saved by older editors. Pure and shared (the editor uses it for its local copy,
 * the server for every stored design).
 */
import type { DesignDocument, DesignElement } from './document.ts'

/**
 * Documents saved before photo frames existed drew them as a rectangle named "Photo placeholder"
 * with a "Photo label" text on it: both become one frame, which never prints.
 */
export function upgradeDocument(doc: DesignDocument): DesignDocument {
  let changed = false
  const sides = doc.sides.map((side) => {
    if (!side.elements.some((e) => e.name === 'Photo placeholder')) return side
    const elements: DesignElement[] = []
    for (let i = 0; i < side.elements.length; i++) {
      const el = side.elements[i]!
      if (el.type === 'shape' && el.name === 'Photo placeholder') {
        const next = side.elements[i + 1]
        const label = next?.type === 'text' && next.name === 'Photo label' ? next : null
        if (label) i++
        elements.push({
          id: el.id,
          name: 'Photo frame',
          type: 'frame',
          label: label?.text.slice(0, 60) || 'Add your photo',
          x: el.x,
          y: el.y,
          width: el.width,
          height: el.height,
          rotation: el.rotation,
          opacity: 1,
          locked: el.locked,
          hidden: el.hidden,
        })
        changed = true
      } else elements.push(el)
    }
    return { ...side, elements }
  })
  return changed ? { ...doc, sides } : doc
}
