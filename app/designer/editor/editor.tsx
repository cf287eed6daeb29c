/**
 * The designer editor (client only; loaded lazily with Paper.js by designer-client.tsx). The
 * design document in a history of versions is the single source of truth: the canvas renders it
 * and reports gestures, the panel edits it, undo/redo walks the history, autosave stores it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DesignDocument, DesignElement } from '../document.ts'
import { preflight, type PreflightIssue } from '../preflight.ts'
import type { TextMeasurer } from '../text-layout.ts'
import { uploadImage } from './api.ts'
import { SAVE_LABELS, useAutosave } from './autosave.ts'
import { DesignCanvas } from './canvas.tsx'
import { CartForm, type EditorProduct, type PriceQuote } from './cart-form.tsx'
import {
  canRedo,
  canUndo,
  commitFrom,
  createHistory,
  push,
  redo,
  replace,
  undo,
  type History,
} from './history.ts'
import {
  addElement,
  cloneElement,
  findElement,
  findSide,
  moveLayer,
  newImage,
  newQr,
  newShape,
  newText,
  nudge,
  removeElement,
  setBackground,
  updateElement,
  type ElementPatch,
} from './ops.ts'
import {
  AddSection,
  LayersSection,
  PropertiesSection,
  SideSection,
  type PanelActions,
} from './panel.tsx'
import type { Paper } from './render.ts'

export interface EditorProps {
  paper: Paper
  measure: TextMeasurer
  userId: string
  product: EditorProduct
  design: { id: string | null; name: string; document: DesignDocument; updatedAt: string | null }
  /** The document to open (the server's, or a newer unsaved local copy). */
  initialDocument: DesignDocument
  quote: PriceQuote
  selection: Record<string, string>
  maxPacks: number
}

const isField = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable ||
    (t instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'color', 'file'].includes(t.type)) ||
    t instanceof HTMLTextAreaElement ||
    t instanceof HTMLSelectElement)

export default function Editor(props: EditorProps) {
  const { paper, measure, product, design } = props
  const [history, setHistory] = useState<History<DesignDocument>>(() =>
    createHistory(props.initialDocument),
  )
  const doc = history.present
  const [sideId, setSideId] = useState(doc.sides[0]!.id)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [sheetOpen, setSheetOpen] = useState(true)
  const [renderTick, setRenderTick] = useState(0)
  const clipboard = useRef<DesignElement | null>(null)

  const side = findSide(doc, sideId) ?? doc.sides[0]!
  const selected = findElement(doc, side.id, selectedId)

  const { status, designId, saveNow } = useAutosave({
    doc,
    userId: props.userId,
    productId: product.id,
    name: design.name,
    initial: {
      id: design.id,
      updatedAt: design.updatedAt,
      savedDoc: props.initialDocument === design.document ? design.document : null,
    },
  })

  // Fonts arrive after the first paint sometimes (a new family picked): redraw when they do.
  useEffect(() => {
    const fonts = document.fonts
    if (!fonts) return
    const onDone = () => setRenderTick((t) => t + 1)
    fonts.addEventListener('loadingdone', onDone)
    return () => fonts.removeEventListener('loadingdone', onDone)
  }, [])

  // The selection may vanish with undo or a side switch.
  useEffect(() => {
    if (selectedId && !findElement(doc, side.id, selectedId)) setSelectedId(null)
  }, [doc, side.id, selectedId])

  const edit = useCallback(
    (fn: (d: DesignDocument) => DesignDocument, key: string | null = null) =>
      setHistory((h) => push(h, fn(h.present), key)),
    [],
  )

  const addAndSelect = useCallback(
    (el: DesignElement) => {
      edit((d) => addElement(d, side.id, el))
      setSelectedId(el.id)
    },
    [edit, side.id],
  )

  const actions: PanelActions = {
    select: setSelectedId,
    change: (id: string, patch: ElementPatch, key?: string) =>
      edit((d) => updateElement(d, side.id, id, patch), key ?? null),
    moveLayer: (id, direction) => edit((d) => moveLayer(d, side.id, id, direction)),
    remove: (id) => {
      edit((d) => removeElement(d, side.id, id))
      setSelectedId(null)
    },
    duplicate: (id) => {
      const el = findElement(doc, side.id, id)
      if (el) addAndSelect(cloneElement(el))
    },
    addText: () => addAndSelect(newText(doc)),
    addShape: (shape) => addAndSelect(newShape(doc, shape)),
    addQr: () => addAndSelect(newQr(doc)),
    addImage: (file) => {
      setUploading(true)
      setMessage(null)
      uploadImage(file)
        .then((image) => addAndSelect(newImage(doc, image)))
        .catch((error: unknown) =>
          setMessage(error instanceof Error ? error.message : 'That image could not be uploaded.'),
        )
        .finally(() => setUploading(false))
    },
    setBackground: (color) =>
      edit((d) => setBackground(d, side.id, color), `${side.id}.background`),
  }

  // Keyboard shortcuts (not while typing in a field, where the browser's own undo applies).
  const stateRef = useRef({ doc, side, selected })
  stateRef.current = { doc, side, selected }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isField(e.target) || e.defaultPrevented) return
      const { side: s, selected: sel } = stateRef.current
      const mod = e.ctrlKey || e.metaKey
      const key = e.key.toLowerCase()
      let handled = true
      if (mod && key === 'z' && !e.shiftKey) setHistory(undo)
      else if ((mod && key === 'z' && e.shiftKey) || (e.ctrlKey && key === 'y')) setHistory(redo)
      else if (mod && key === 'c' && sel) clipboard.current = sel
      else if (mod && key === 'x' && sel && !sel.locked) {
        clipboard.current = sel
        setHistory((h) => push(h, removeElement(h.present, s.id, sel.id)))
      } else if (mod && key === 'v' && clipboard.current) {
        const copy = cloneElement(clipboard.current)
        clipboard.current = copy
        setHistory((h) => push(h, addElement(h.present, s.id, copy)))
        setSelectedId(copy.id)
      } else if (mod && key === 'd' && sel) {
        const copy = cloneElement(sel)
        setHistory((h) => push(h, addElement(h.present, s.id, copy)))
        setSelectedId(copy.id)
      } else if ((e.key === 'Delete' || e.key === 'Backspace') && sel && !sel.locked) {
        setHistory((h) => push(h, removeElement(h.present, s.id, sel.id)))
        setSelectedId(null)
      } else if (e.key.startsWith('Arrow') && sel && !mod) {
        const step = e.shiftKey ? 10 : 1
        const dx = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0
        const dy = e.key === 'ArrowUp' ? -step : e.key === 'ArrowDown' ? step : 0
        setHistory((h) => push(h, nudge(h.present, s.id, sel.id, dx, dy), `${sel.id}.nudge`))
      } else if (e.key === 'Escape' && sel) setSelectedId(null)
      else handled = false
      if (handled) e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const issues = useMemo(() => {
    try {
      return preflight(doc, { measureText: measure })
    } catch {
      return [] as PreflightIssue[]
    }
  }, [doc, measure])

  const proofUrl = designId ? `/api/designs/${designId}/proof.pdf` : null

  return (
    <div className="flex h-[calc(100dvh-5rem)] min-h-[480px] flex-col bg-white lg:h-[calc(100dvh-10.5rem)]">
      <div className="flex flex-wrap items-center gap-2 border-b border-black/10 px-3 py-2">
        <h1 className="mr-2 truncate text-base font-semibold">
          {product.name} <span className="font-normal text-black/60">designer</span>
        </h1>
        <div role="group" aria-label="Sides" className="flex max-w-full gap-1 overflow-x-auto">
          {doc.sides.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={s.id === side.id}
              className={`shrink-0 rounded-full px-3 py-1 text-sm ring-1 ${
                s.id === side.id ? 'bg-ink text-white ring-ink' : 'ring-black/15 hover:bg-black/5'
              }`}
              onClick={() => {
                setSideId(s.id)
                setSelectedId(null)
              }}
            >
              {s.name}
            </button>
          ))}
        </div>
        <div className="ml-auto flex items-center gap-1">
          <HistoryButton
            label="Undo"
            disabled={!canUndo(history)}
            keys="Control+Z Meta+Z"
            onClick={() => setHistory(undo)}
          />
          <HistoryButton
            label="Redo"
            disabled={!canRedo(history)}
            keys="Control+Shift+Z Meta+Shift+Z Control+Y"
            onClick={() => setHistory(redo)}
          />
          <p
            role="status"
            data-testid="save-status"
            className={`ml-2 text-sm ${status === 'error' || status === 'signed-out' ? 'font-medium text-red-700' : 'text-black/60'}`}
          >
            {SAVE_LABELS[status]}
          </p>
          {proofUrl ? (
            <a
              href={proofUrl}
              download
              className="ml-2 rounded-md px-2.5 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50"
            >
              Download proof (PDF)
            </a>
          ) : null}
        </div>
      </div>

      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div className="relative min-h-[200px] flex-1">
          <DesignCanvas
            paper={paper}
            doc={doc}
            side={side}
            selectedId={selectedId}
            measure={measure}
            renderTick={renderTick}
            onSelect={setSelectedId}
            onPreview={(next) => setHistory((h) => replace(h, next))}
            onCommit={(base) => setHistory((h) => commitFrom(h, base))}
            onEditText={(id) => {
              setSelectedId(id)
              setSheetOpen(true)
              requestAnimationFrame(() =>
                document
                  .querySelector<HTMLTextAreaElement>('#designer-panel-body textarea')
                  ?.focus(),
              )
            }}
          />
        </div>

        <aside
          aria-label="Design panel"
          className={`flex flex-col rounded-t-2xl border-t border-black/10 bg-white shadow-[0_-8px_24px_rgba(0,0,0,0.08)] lg:w-[22rem] lg:rounded-none lg:border-l lg:border-t-0 lg:shadow-none ${
            sheetOpen ? 'max-h-[48dvh] lg:max-h-none' : ''
          }`}
        >
          <button
            type="button"
            aria-expanded={sheetOpen}
            aria-controls="designer-panel-body"
            className="flex min-h-11 items-center justify-center gap-2 py-2 text-sm font-medium lg:hidden"
            onClick={() => setSheetOpen((o) => !o)}
          >
            <span aria-hidden="true" className="h-1 w-10 rounded-full bg-black/20" />
            {sheetOpen ? 'Hide panel' : 'Show panel'}
          </button>
          <div
            id="designer-panel-body"
            className={`min-h-0 flex-1 overflow-y-auto ${sheetOpen ? '' : 'hidden lg:block'}`}
          >
            {message ? (
              <p role="alert" className="m-3 rounded-md bg-red-50 p-2 text-sm text-red-800">
                {message}
              </p>
            ) : null}
            <AddSection actions={actions} uploading={uploading} />
            <PropertiesSection el={selected} doc={doc} actions={actions} />
            <LayersSection side={side} selectedId={selectedId} actions={actions} />
            <SideSection side={side} actions={actions} />
            <PreflightSection
              issues={issues}
              doc={doc}
              onPick={(issue) => {
                setSideId(issue.sideId)
                setSelectedId(issue.elementId ?? null)
              }}
            />
            <CartForm
              product={product}
              quote={props.quote}
              selection={props.selection}
              maxPacks={props.maxPacks}
              issues={issues}
              designId={designId}
              prepare={async () => {
                const id = await saveNow()
                if (!id) return null
                return { designId: id, doc }
              }}
              paper={paper}
              measure={measure}
            />
          </div>
        </aside>
      </div>
    </div>
  )
}

function PreflightSection({
  issues,
  doc,
  onPick,
}: {
  issues: PreflightIssue[]
  doc: DesignDocument
  onPick: (issue: PreflightIssue) => void
}) {
  return (
    <section aria-labelledby="preflight-title" className="border-b border-black/10 px-4 py-3">
      <h2
        id="preflight-title"
        className="mb-2 text-xs font-semibold uppercase tracking-wide text-black/60"
      >
        Print check
      </h2>
      {issues.length === 0 ? (
        <p className="text-sm text-emerald-800" data-testid="preflight-ok">
          No problems found: ready to print.
        </p>
      ) : (
        <ul className="space-y-1.5" data-testid="preflight">
          {issues.map((issue, i) => {
            const sideName = doc.sides.find((s) => s.id === issue.sideId)?.name ?? ''
            return (
              <li key={`${issue.code}-${issue.sideId}-${issue.elementId ?? ''}-${i}`}>
                <button
                  type="button"
                  className={`w-full rounded-md p-2 text-left text-xs ring-1 ${
                    issue.severity === 'error'
                      ? 'bg-red-50 text-red-800 ring-red-200'
                      : 'bg-amber-50 text-amber-900 ring-amber-200'
                  }`}
                  onClick={() => onPick(issue)}
                >
                  <span className="font-medium">{sideName}:</span> {issue.message}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** The toolbar's Undo or Redo button, with its keyboard shortcuts announced. */
function HistoryButton({
  label,
  disabled,
  keys,
  onClick,
}: {
  label: string
  disabled: boolean
  keys: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="rounded-md px-2.5 py-1.5 text-sm ring-1 ring-black/15 hover:bg-black/5 disabled:opacity-40"
      disabled={disabled}
      aria-keyshortcuts={keys}
      onClick={onClick}
    >
      {label}
    </button>
  )
}
