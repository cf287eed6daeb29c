/**
 * The designer's client entry, loaded with React.lazy by the route after hydration: it waits for
 * the fonts the design uses and for Paper.js (a dynamic import, so no other route's bundle has
 * it), picks the newer of the server design and this browser's unsaved copy, then mounts the editor.
 */
import { useEffect, useState } from 'react'
import { upgradeDocument } from '../upgrade.ts'
import type { DesignDocument } from '../document.ts'
import type { TextMeasurer } from '../text-layout.ts'
import Editor, { type EditorProps } from './editor.tsx'
import { loadDesignFonts } from './load-fonts.ts'
import { pickLocalCopy, readLocalCopy } from './local-copy.ts'
import { createCanvasMeasurer, type Paper } from './render.ts'

type Props = Omit<EditorProps, 'paper' | 'measure' | 'initialDocument'>

interface Ready {
  paper: Paper
  measure: TextMeasurer
  initialDocument: DesignDocument
  restored: boolean
}

export default function DesignerClient(props: Props) {
  const [ready, setReady] = useState<Ready | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    const local = pickLocalCopy(
      readLocalCopy(window.localStorage, props.userId, props.product.id),
      props.design,
    )
    // A copy kept from before photo frames existed gets them too.
    const initialDocument = local ? upgradeDocument(local.document) : props.design.document
    Promise.all([import('paper/dist/paper-core'), loadDesignFonts(initialDocument)])
      .then(([mod]) => {
        if (cancelled) return
        const paper = ((mod as { default?: Paper }).default ?? mod) as Paper
        setReady({
          paper,
          measure: createCanvasMeasurer(),
          initialDocument,
          restored: Boolean(local),
        })
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
    // The design is read once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (failed) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        The designer could not load. Check your connection and reload the page.
      </p>
    )
  }
  if (!ready) return <DesignerLoading />
  return (
    <>
      {ready.restored ? (
        <p role="status" className="bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-900">
          We restored changes from this browser that had not been saved yet.
        </p>
      ) : null}
      <Editor {...props} {...ready} />
    </>
  )
}

export function DesignerLoading() {
  return (
    <div role="status" className="grid h-[60dvh] place-items-center text-sm text-black/60">
      Loading the designer…
    </div>
  )
}
