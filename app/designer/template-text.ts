/**
 * Template elements that are not artwork (decision 046): instructions and guides are the editor's
 * and never print; a placeholder is the template's words ("Page 3: write a caption for this
 * memory") waiting for the shopper's, printed only once the shopper has changed them. Whether a
 * text was edited is read from the words the template gave it (`templateText`), so it holds
 * whatever editor or form wrote the document. Pure and shared.
 */
import type { DesignElement, DesignSide } from './document.ts'

/** Is this a placeholder text still holding the template's words? */
export function isUneditedPlaceholder(el: DesignElement) {
  if (el.type !== 'text' || el.role !== 'placeholder') return false
  return el.templateText === undefined || el.text.trim() === el.templateText.trim()
}

/** Does the element's role keep it off the press? (A placeholder prints once edited.) */
export function roleKeepsOffPress(el: DesignElement) {
  if (el.role === 'instruction' || el.role === 'guide') return true
  if (el.role === 'placeholder') return el.type !== 'text' || isUneditedPlaceholder(el)
  return false
}

/** The warning for a placeholder the shopper never edited, naming its page; null otherwise. */
export function uneditedTemplateText(side: Pick<DesignSide, 'id' | 'name'>, el: DesignElement) {
  if (el.hidden || !isUneditedPlaceholder(el)) return null
  const what = (el.name ?? 'text').toLowerCase()
  return {
    code: 'template-text' as const,
    severity: 'warning' as const,
    sideId: side.id,
    elementId: el.id,
    message: `${side.name}: the ${what} is still the template's text, so it will not be printed. Write your own words in it, or delete it.`,
  }
}
