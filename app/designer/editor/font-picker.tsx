/**
 * The font menu: every family shown in itself, and for the text being edited, whether the family
 * sets it alone, borrows some characters from the fallback fonts (₹ from Noto Sans, Hindi from Noto
 * Sans Devanagari...), or cannot set some at all (the preflight refuses those). Radio buttons, so
 * it works with the keyboard as any form does.
 */
import { useEffect, useId, useState } from 'react'
import { FONT_FAMILIES } from '../model.ts'
import { type FontFamily } from '../document.ts'
import {
  borrowedCharacters,
  cssFontFamily,
  faceFor,
  FONT_CATEGORIES,
  missingCharacters,
  type FontWeight,
} from '../fonts.ts'
import { installFontFaces } from './load-fonts.ts'

/** Which fallback family a borrowed character comes from, by its file name. */
function donor(ch: string, family: FontFamily, weight: FontWeight) {
  const file = faceFor(ch.codePointAt(0) ?? 0, family, weight)?.file ?? ''
  if (file.startsWith('noto-sans-devanagari')) return 'Noto Sans Devanagari'
  if (file.startsWith('noto-sans-tamil')) return 'Noto Sans Tamil'
  return 'Noto Sans'
}

export function fontNote(text: string, family: FontFamily, weight: FontWeight) {
  const missing = missingCharacters(text, family, weight)
  if (missing.length)
    return { level: 'error' as const, text: `Cannot print ${missing.slice(0, 6).join(' ')}` }
  const borrowed = borrowedCharacters(text, family, weight)
  if (borrowed.length) {
    const by = new Map<string, string[]>()
    for (const ch of borrowed) {
      const d = donor(ch, family, weight)
      by.set(d, [...(by.get(d) ?? []), ch])
    }
    return {
      level: 'note' as const,
      text: [...by].map(([d, chars]) => `${chars.slice(0, 5).join(' ')} set in ${d}`).join('; '),
    }
  }
  return { level: 'ok' as const, text: 'Sets all of this text' }
}

export function FontPicker({
  value,
  weight,
  text,
  onChange,
}: {
  value: FontFamily
  weight: FontWeight
  text: string
  onChange: (family: FontFamily) => void
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open || typeof document === 'undefined' || !document.fonts) return
    // Each family's own letters for its name, loaded when the menu first opens.
    installFontFaces()
    for (const f of FONT_FAMILIES)
      void document.fonts.load(`${weight} 16px "${f}"`, f).catch(() => {})
  }, [open, weight])
  const current = fontNote(text, value, weight)
  return (
    <details
      className="rounded-md border border-black/15"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="flex min-h-9 cursor-pointer items-center justify-between gap-2 px-2 py-1 text-sm pointer-coarse:min-h-11">
        <span>
          <span className="text-xs font-medium text-black/70">Font: </span>
          <span style={{ fontFamily: cssFontFamily(value) }}>{value}</span>
        </span>
        {current.level !== 'ok' ? (
          <span
            className={`text-xs ${current.level === 'error' ? 'text-red-700' : 'text-black/60'}`}
          >
            {current.level === 'error' ? 'Cannot print some characters' : 'Uses a fallback font'}
          </span>
        ) : null}
      </summary>
      <fieldset className="max-h-72 overflow-y-auto border-t border-black/10 p-1">
        <legend className="sr-only">Font</legend>
        {FONT_FAMILIES.map((family) => {
          const note = fontNote(text, family, weight)
          const noteId = `${id}-${family.replace(/\s+/g, '-')}`
          return (
            <label
              key={family}
              className={`flex min-h-11 cursor-pointer items-start gap-2 rounded px-2 py-1.5 hover:bg-black/5 ${family === value ? 'bg-brand-50' : ''}`}
            >
              <input
                type="radio"
                name={`${id}-font`}
                value={family}
                checked={family === value}
                aria-describedby={noteId}
                className="mt-1.5"
                onChange={() => onChange(family)}
              />
              <span className="min-w-0">
                <span
                  className="block text-base leading-tight"
                  style={{ fontFamily: cssFontFamily(family), fontWeight: weight }}
                >
                  {family}
                </span>
                <span
                  id={noteId}
                  className={`block text-xs ${note.level === 'error' ? 'font-medium text-red-700' : 'text-black/60'}`}
                >
                  {FONT_CATEGORIES[family]} · {note.text}
                </span>
              </span>
            </label>
          )
        })}
      </fieldset>
    </details>
  )
}
