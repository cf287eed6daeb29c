import { describe, expect, test } from 'vitest'
import {
  canRedo,
  canUndo,
  commitFrom,
  createHistory,
  push,
  redo,
  replace,
  undo,
} from './history.ts'

describe('history', () => {
  test('undo and redo walk back and forth through every change', () => {
    let h = createHistory('a')
    h = push(h, 'b')
    h = push(h, 'c')
    expect(canUndo(h)).toBe(true)
    h = undo(h)
    expect(h.present).toBe('b')
    h = undo(h)
    expect(h.present).toBe('a')
    expect(canUndo(h)).toBe(false)
    expect(undo(h)).toBe(h)
    h = redo(h)
    h = redo(h)
    expect(h.present).toBe('c')
    expect(canRedo(h)).toBe(false)
  })

  test('a new change after undo drops the redo branch', () => {
    let h = push(push(createHistory(1), 2), 3)
    h = undo(h)
    h = push(h, 4)
    expect(h.present).toBe(4)
    expect(canRedo(h)).toBe(false)
    expect(undo(h).present).toBe(2)
  })

  test('typing in one field soon after is merged into one step', () => {
    let h = createHistory('')
    h = push(h, 'H', 'el1.text', 1000)
    h = push(h, 'He', 'el1.text', 1500)
    h = push(h, 'Hey', 'el1.text', 2000)
    expect(h.past).toEqual([''])
    h = push(h, 'Hey!', 'el1.text', 5000)
    expect(h.past).toEqual(['', 'Hey'])
    h = push(h, 'Hey!!', 'el1.color', 5100)
    expect(h.past).toEqual(['', 'Hey', 'Hey!'])
  })

  test('a drag previews states and records one step from where it started', () => {
    let h = createHistory({ x: 0 })
    const base = h.present
    h = replace(h, { x: 1 })
    h = replace(h, { x: 2 })
    expect(h.past).toHaveLength(0)
    h = commitFrom(h, base)
    expect(h.past).toEqual([{ x: 0 }])
    expect(undo(h).present).toEqual({ x: 0 })
    // A click without movement records nothing.
    expect(commitFrom(h, h.present)).toBe(h)
  })

  test('history is bounded', () => {
    let h = createHistory(0)
    for (let i = 1; i <= 150; i++) h = push(h, i)
    expect(h.past).toHaveLength(100)
  })
})
