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
  return markTemplatePlaceholders(upgradePhotoPlaceholders(doc))
}

/** The template's instruction texts saved before placeholders had a role (decision 046). */
const PLACEHOLDER_TEXTS: { name: string; test: (text: string) => boolean }[] = [
  // A photo book page's caption: "Page 3: write a caption for this memory".
  { name: 'Caption', test: (t) => /^[^\n]{1,40}: write a caption for this memory$/.test(t) },
  {
    name: 'Lyrics',
    test: (t) =>
      t.startsWith('Write the words of your song here,\nline by line, the way you sing it.'),
  },
]

/**
 * Designs saved before element roles existed printed the template's instructions ("Page 3: write
 * a caption for this memory"): those texts, still as the template wrote them, become placeholders,
 * which print only once edited. A text the shopper changed is left alone.
 */
function markTemplatePlaceholders(doc: DesignDocument): DesignDocument {
  let changed = false
  const sides = doc.sides.map((side) => {
    if (!side.elements.some((e) => e.type === 'text' && !e.role && placeholderOf(e.text)))
      return side
    changed = true
    return {
      ...side,
      elements: side.elements.map((el): DesignElement => {
        if (el.type !== 'text' || el.role) return el
        const kind = placeholderOf(el.text)
        return kind
          ? { ...el, role: 'placeholder', templateText: el.text, name: el.name ?? kind.name }
          : el
      }),
    }
  })
  return changed ? { ...doc, sides } : doc
}

const placeholderOf = (text: string) => PLACEHOLDER_TEXTS.find((p) => p.test(text)) ?? null

function upgradePhotoPlaceholders(doc: DesignDocument): DesignDocument {
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
