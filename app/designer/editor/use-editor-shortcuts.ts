/**
 * The designer's keyboard shortcuts, on the window and never while typing in a field (where the
 * browser's own undo applies): undo and redo, select all, group and ungroup, copy, cut, paste and
 * duplicate (the clipboard is the editor's own), delete, arrow keys to nudge by 1 mm (10 with
 * Shift), Enter to type in a text or crop a photo, Escape to end cropping or clear the selection.
 */
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react'
import type { DesignDocument, DesignElement, DesignSide } from '../document.ts'
import { push, redo, undo, type History } from './history.ts'
import { addElement, cloneElement, moveElements, removeElements, setGroup } from './ops.ts'

const isField = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable ||
    (t instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'color', 'file'].includes(t.type)) ||
    t instanceof HTMLTextAreaElement ||
    t instanceof HTMLSelectElement)

export interface ShortcutInput {
  side: DesignSide
  selectedIds: string[]
  croppingId: string | null
  setHistory: Dispatch<SetStateAction<History<DesignDocument>>>
  select: (ids: string[]) => void
  setEditingId: (id: string | null) => void
  setCroppingId: (id: string | null) => void
}

export function useEditorShortcuts(input: ShortcutInput) {
  const { setHistory, select, setEditingId, setCroppingId } = input
  const clipboard = useRef<DesignElement[]>([])
  // The handler reads the selection of the latest render.
  const stateRef = useRef(input)
  stateRef.current = input
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isField(e.target) || e.defaultPrevented) return
      const { side: s, selectedIds: ids, croppingId: cropping } = stateRef.current
      const sel = s.elements.filter((el) => ids.includes(el.id))
      const one = sel.length === 1 ? sel[0]! : null
      const mod = e.ctrlKey || e.metaKey
      const key = e.key.toLowerCase()
      let handled = true
      if (mod && key === 'z' && !e.shiftKey) setHistory(undo)
      else if ((mod && key === 'z' && e.shiftKey) || (e.ctrlKey && key === 'y')) setHistory(redo)
      else if (mod && key === 'a') select(s.elements.filter((el) => !el.hidden).map((el) => el.id))
      else if (mod && key === 'g' && sel.length > 1)
        setHistory((h) => push(h, setGroup(h.present, s.id, ids, !e.shiftKey)))
      else if (mod && key === 'c' && sel.length) clipboard.current = sel
      else if (mod && key === 'x' && sel.length) {
        clipboard.current = sel
        setHistory((h) => push(h, removeElements(h.present, s.id, ids)))
      } else if (mod && key === 'v' && clipboard.current.length) {
        const copies = clipboard.current.map((el) => cloneElement(el))
        clipboard.current = copies
        setHistory((h) =>
          push(
            h,
            copies.reduce((acc, c) => addElement(acc, s.id, c), h.present),
          ),
        )
        select(copies.map((c) => c.id))
      } else if (mod && key === 'd' && sel.length) {
        const copies = sel.map((el) => cloneElement(el))
        setHistory((h) =>
          push(
            h,
            copies.reduce((acc, c) => addElement(acc, s.id, c), h.present),
          ),
        )
        select(copies.map((c) => c.id))
      } else if ((e.key === 'Delete' || e.key === 'Backspace') && sel.length) {
        setHistory((h) => push(h, removeElements(h.present, s.id, ids)))
        select([])
      } else if (e.key.startsWith('Arrow') && sel.length && !mod) {
        const step = e.shiftKey ? 10 : 1
        const dx = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0
        const dy = e.key === 'ArrowUp' ? -step : e.key === 'ArrowDown' ? step : 0
        setHistory((h) =>
          push(h, moveElements(h.present, s.id, ids, dx, dy), `${ids.join(',')}.nudge`),
        )
      } else if (e.key === 'Enter' && one && !one.locked) {
        if (one.type === 'text') setEditingId(one.id)
        else if (one.type === 'image') setCroppingId(cropping ? null : one.id)
        else handled = false
      } else if (e.key === 'Escape' && (cropping || sel.length)) {
        if (cropping) setCroppingId(null)
        else select([])
      } else handled = false
      if (handled) e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [select, setHistory, setEditingId, setCroppingId])
}
