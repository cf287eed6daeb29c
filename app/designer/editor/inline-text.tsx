/**
 * Typing on the canvas: a textarea laid exactly over a text element, in its font, size, colour,
 * alignment and angle, so the words appear where they will print. Each keystroke goes to the
 * parent (which merges them into one undo step); Escape or leaving the field ends typing.
 */
import { useEffect, useRef } from 'react'
import { type DesignElement } from '../document.ts'
import { layoutText, textStyle, type TextMeasurer } from '../text-layout.ts'
import { toScreen, type View } from './geometry.ts'
import { fontCss } from './render.ts'

/** A textarea over a text element, in its font, size, colour and angle, for typing on the canvas. */
export function InlineText({
  el,
  view,
  measure,
  onChange,
  onDone,
}: {
  el: Extract<DesignElement, { type: 'text' }>
  view: View
  measure: TextMeasurer
  onChange: (text: string) => void
  onDone: () => void
}) {
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const t = ref.current
    if (!t) return
    t.focus({ preventScroll: true })
    t.setSelectionRange(t.value.length, t.value.length)
  }, [])
  const style = textStyle(el)
  const layout = layoutText(el, measure)
  const px = style.fontSizeMm * view.scale
  const topLeft = toScreen(view, { x: el.x, y: el.y })
  return (
    <textarea
      ref={ref}
      aria-label="Text on the canvas"
      data-testid="canvas-text-editor"
      value={el.text}
      spellCheck
      className="absolute resize-none overflow-hidden border-0 bg-white/40 p-0 outline outline-2 outline-dashed outline-brand-600 focus:outline-brand-600"
      style={{
        left: topLeft.x,
        top: topLeft.y,
        width: el.width * view.scale,
        height: Math.max(el.height, layout.height) * view.scale,
        transform: el.rotation ? `rotate(${el.rotation}deg)` : undefined,
        transformOrigin: 'center',
        font: fontCss(style, px),
        lineHeight: el.lineHeight,
        color: el.color,
        textAlign: el.align,
        // The first line sits where the canvas draws it (half the extra leading above).
        paddingTop: 0,
      }}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onDone}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault()
          onDone()
        }
        e.stopPropagation()
      }}
    />
  )
}
