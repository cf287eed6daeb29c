/** The editor's resolution warnings for a placed image: below 300 DPI, and a stronger one below 150. */
import { effectiveDpi } from '../model.ts'
import { type ImageElement } from '../document.ts'
import { MIN_DPI, PRINT_DPI } from '../preflight.ts'

export function dpiWarning(
  el: Pick<ImageElement, 'width' | 'height' | 'naturalWidth' | 'naturalHeight' | 'crop'>,
): { level: 'low' | 'very-low'; dpi: number; text: string } | null {
  const dpi = Math.floor(effectiveDpi(el as ImageElement))
  if (dpi >= PRINT_DPI) return null
  if (dpi < MIN_DPI) {
    return {
      level: 'very-low',
      dpi,
      text: `Very low resolution: ${dpi} DPI at this size. It will print blurry; use a bigger image or make it smaller.`,
    }
  }
  return {
    level: 'low',
    dpi,
    text: `Low resolution: ${dpi} DPI at this size. ${PRINT_DPI} DPI is recommended for sharp print.`,
  }
}
