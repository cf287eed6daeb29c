/**
 * Autosave: a debounced save to the account after each change (create on the first one, then
 * save over it), a beacon when the page is left, a localStorage copy of every change, and the
 * visible state ("Saving…", "All changes saved", "Not saved — retrying").
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DesignDocument } from '../document.ts'
import { ApiError, beaconSave, saveDesign } from './api.ts'
import { writeLocalCopy } from './local-copy.ts'

export type SaveStatus = 'new' | 'saved' | 'pending' | 'saving' | 'error' | 'signed-out'

export const SAVE_LABELS: Record<SaveStatus, string> = {
  new: 'Changes save automatically',
  saved: 'All changes saved',
  pending: 'Saving…',
  saving: 'Saving…',
  error: 'Not saved — retrying',
  'signed-out': 'Not saved — sign in again (your changes are kept in this browser)',
}

const DEBOUNCE_MS = 1500

export function useAutosave({
  doc,
  userId,
  productId,
  name,
  initial,
}: {
  doc: DesignDocument
  userId: string
  productId: string
  name: string
  /** What the server has: its id and version, and whether `doc` already differs from it. */
  initial: { id: string | null; updatedAt: string | null; savedDoc: DesignDocument | null }
}) {
  const [status, setStatus] = useState<SaveStatus>(
    initial.savedDoc === doc ? (initial.id ? 'saved' : 'new') : 'pending',
  )
  const [designId, setDesignId] = useState(initial.id)
  const idRef = useRef(initial.id)
  const baseRef = useRef(initial.updatedAt)
  const savedRef = useRef<DesignDocument | null>(initial.savedDoc)
  const docRef = useRef(doc)
  docRef.current = doc
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const inflight = useRef<Promise<string | null> | null>(null)
  const failures = useRef(0)

  const storage = typeof window === 'undefined' ? undefined : window.localStorage

  const schedule = useCallback((ms: number) => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => void saveRef.current(), ms)
  }, [])

  const saveNow = useCallback(async (): Promise<string | null> => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    if (inflight.current) {
      await inflight.current
      if (savedRef.current === docRef.current) return idRef.current
    }
    const sending = docRef.current
    if (savedRef.current === sending && idRef.current) return idRef.current
    setStatus('saving')
    const run = (async () => {
      try {
        const saved = await saveDesign(idRef.current, productId, sending, name)
        idRef.current = saved.id
        setDesignId(saved.id)
        baseRef.current = saved.updatedAt
        savedRef.current = sending
        failures.current = 0
        const clean = docRef.current === sending
        writeLocalCopy(storage, userId, productId, {
          document: docRef.current,
          designId: saved.id,
          baseUpdatedAt: saved.updatedAt,
          dirty: !clean,
        })
        if (clean) setStatus('saved')
        else {
          setStatus('pending')
          schedule(DEBOUNCE_MS)
        }
        return saved.id
      } catch (error) {
        failures.current += 1
        // Signed out in another tab: keep retrying (signing in again resumes), but say why.
        setStatus(error instanceof ApiError && error.status === 401 ? 'signed-out' : 'error')
        schedule(Math.min(30_000, 2000 * 2 ** Math.min(4, failures.current - 1)))
        return null
      } finally {
        inflight.current = null
      }
    })()
    inflight.current = run
    return run
  }, [name, productId, schedule, storage, userId])
  const saveRef = useRef(saveNow)
  saveRef.current = saveNow

  // Every change: keep a local copy, then save after a pause in the editing.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      if (savedRef.current !== doc) schedule(200)
      return
    }
    if (doc === savedRef.current) return
    writeLocalCopy(storage, userId, productId, {
      document: doc,
      designId: idRef.current,
      baseUpdatedAt: baseRef.current,
      dirty: true,
    })
    setStatus((s) => (s === 'error' ? s : 'pending'))
    schedule(DEBOUNCE_MS)
  }, [doc, productId, schedule, storage, userId])

  // Leaving the page: send what is not saved yet.
  useEffect(() => {
    const flush = () => {
      if (docRef.current === savedRef.current) return
      beaconSave(idRef.current, productId, docRef.current, name)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onVisibility)
      // Leaving the editor inside the app (no pagehide): the same last-chance save.
      if (timer.current) clearTimeout(timer.current)
      flush()
    }
  }, [name, productId])

  return { status, designId, saveNow }
}
