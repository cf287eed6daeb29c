/**
 * The sides or pages of a design as thumbnails to browse (a calendar's 13 months, a photo book's
 * 40 pages): each a small picture of the page, drawn after the editing pauses, with its name.
 */
import { useEffect, useRef, useState } from 'react'
import type { DesignDocument, DesignSide } from '../document.ts'
import type { TextMeasurer } from '../text-layout.ts'
import { renderSidePng, type Paper } from './render.ts'

const THUMB_PX = 96

export function SideStrip({
  paper,
  measure,
  doc,
  currentId,
  onPick,
}: {
  paper: Paper
  measure: TextMeasurer
  doc: DesignDocument
  currentId: string
  onPick: (id: string) => void
}) {
  const [urls, setUrls] = useState<Record<string, string>>({})
  const drawn = useRef(new Map<string, DesignSide>())
  useEffect(() => {
    let cancelled = false
    // Only the pages that changed, one by one, after a pause in the editing.
    const timer = setTimeout(async () => {
      for (const side of doc.sides) {
        if (cancelled) return
        if (drawn.current.get(side.id) === side) continue
        const blob = await renderSidePng(paper, doc, side, measure, THUMB_PX).catch(() => null)
        if (!blob || cancelled) continue
        drawn.current.set(side.id, side)
        const url = URL.createObjectURL(blob)
        setUrls((u) => {
          if (u[side.id]) URL.revokeObjectURL(u[side.id]!)
          return { ...u, [side.id]: url }
        })
      }
    }, 400)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [doc, paper, measure])
  useEffect(() => () => Object.values(urls).forEach((u) => URL.revokeObjectURL(u)), []) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <nav aria-label="Sides and pages" className="border-b border-black/10 bg-[#f7f7f9]">
      <ul className="flex gap-2 overflow-x-auto px-3 py-2" data-testid="side-thumbnails">
        {doc.sides.map((side) => {
          const current = side.id === currentId
          const w = side.trimWidthMm ?? doc.trimWidthMm
          const h = side.trimHeightMm ?? doc.trimHeightMm
          return (
            <li key={side.id} className="shrink-0">
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                aria-label={`${side.name}${current ? ' (showing)' : ''}`}
                className={`flex min-h-11 flex-col items-center gap-1 rounded-md p-1 text-xs ${current ? 'bg-brand-50 ring-2 ring-brand-600' : 'ring-1 ring-black/10 hover:bg-white'}`}
                onClick={() => onPick(side.id)}
              >
                <span
                  className="block overflow-hidden rounded-sm bg-white shadow-sm ring-1 ring-black/10"
                  style={{ width: w >= h ? 64 : (64 * w) / h, height: w >= h ? (64 * h) / w : 64 }}
                >
                  {urls[side.id] ? (
                    <img src={urls[side.id]} alt="" className="h-full w-full object-cover" />
                  ) : null}
                </span>
                <span className="max-w-24 truncate">{side.name}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
