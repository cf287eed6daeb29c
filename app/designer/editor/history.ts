/**
 * Undo/redo over whole documents. The document is the source of truth: every change pushes the
 * previous document, so undo is exact whatever produced the change (panel, keys or a drag).
 */

export interface History<T> {
  past: T[]
  present: T
  future: T[]
  /** Typing into one field within a second is one undo step, not one per keystroke. */
  lastKey: string | null
  lastAt: number
}

export const HISTORY_LIMIT = 100

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 }
}

const COALESCE_MS = 1000

function trim<T>(past: T[]) {
  return past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past
}

/** A new state. With a `key` equal to the previous change's (and soon after it) it is merged into it. */
export function push<T>(
  h: History<T>,
  next: T,
  key: string | null = null,
  now = Date.now(),
): History<T> {
  if (next === h.present) return h
  if (key && key === h.lastKey && now - h.lastAt < COALESCE_MS) {
    return { ...h, present: next, future: [], lastAt: now }
  }
  return {
    past: trim([...h.past, h.present]),
    present: next,
    future: [],
    lastKey: key,
    lastAt: now,
  }
}

/** Shows a state without recording it (a drag in progress). */
export function replace<T>(h: History<T>, next: T): History<T> {
  return { ...h, present: next }
}

/** Records the end of a gesture: `base` (the state before it) becomes one undo step. */
export function commitFrom<T>(h: History<T>, base: T): History<T> {
  if (base === h.present) return h
  return { past: trim([...h.past, base]), present: h.present, future: [], lastKey: null, lastAt: 0 }
}

export function undo<T>(h: History<T>): History<T> {
  const previous = h.past[h.past.length - 1]
  if (previous === undefined) return h
  return {
    past: h.past.slice(0, -1),
    present: previous,
    future: [h.present, ...h.future],
    lastKey: null,
    lastAt: 0,
  }
}

export function redo<T>(h: History<T>): History<T> {
  const [next, ...rest] = h.future
  if (next === undefined) return h
  return { past: [...h.past, h.present], present: next, future: rest, lastKey: null, lastAt: 0 }
}

export const canUndo = (h: History<unknown>) => h.past.length > 0
export const canRedo = (h: History<unknown>) => h.future.length > 0
