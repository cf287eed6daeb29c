/**
 * The designer editor (client only; loaded lazily with Paper.js by client.tsx). The design
 * document in a history of versions is the single source of truth: the canvas renders it and
 * reports gestures, the panel edits it, undo/redo walks the history, autosave stores it. The
 * options that change the design (size, sides, pages, die...) live in the document too, so
 * choosing one is one undo step like any other change.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DesignDocument, DesignElement } from '../document.ts'
import { geometryOptionKeys, type GeometryProduct } from '../product-geometry.ts'
import { preflight, type PreflightIssue } from '../preflight.ts'
import type { TemplateProduct } from '../templates/template-product.ts'
import type { TextMeasurer } from '../text-layout.ts'
import { uploadImage } from './api.ts'
import { useAutosave } from './autosave.ts'
import { DesignCanvas } from './canvas.tsx'
import { CartForm, type EditorProduct, type PriceQuote } from './cart-form.tsx'
import { SwatchContext } from './fields.tsx'
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
  alignElements,
  cloneElement,
  distributeElements,
  fillFrame,
  findElement,
  findSide,
  moveLayer,
  newImage,
  newQr,
  newShape,
  newText,
  removeElements,
  setBackground,
  setGroup,
  updateElement,
  withGroup,
  type ElementPatch,
} from './ops.ts'
import { AddSection } from './add-section.tsx'
import { EditorToolbar } from './editor-toolbar.tsx'
import { LayersSection } from './layers-section.tsx'
import { type PanelActions } from './panel.tsx'
import { PreflightSection } from './preflight-section.tsx'
import { PropertiesSection } from './properties-section.tsx'
import { SideSection } from './side-section.tsx'
import { useEditorShortcuts } from './use-editor-shortcuts.ts'
import type { Paper } from './render.ts'
import { SideStrip } from './side-strip.tsx'
import { loadTemplateTools } from './load-template-tools.ts'

export interface EditorProps {
  paper: Paper
  measure: TextMeasurer
  userId: string
  product: EditorProduct & { template: TemplateProduct & GeometryProduct }
  design: { id: string | null; name: string; document: DesignDocument; updatedAt: string | null }
  /** The document to open (the server's, or a newer unsaved local copy). */
  initialDocument: DesignDocument
  quote: PriceQuote
  selection: Record<string, string>
  maxPacks: number
}

/** Every colour a design uses, most used first: the panel's "This design" swatches. */
function documentColours(doc: DesignDocument) {
  const count = new Map<string, number>()
  const add = (c: string) => c !== 'none' && count.set(c, (count.get(c) ?? 0) + 1)
  for (const side of doc.sides) {
    add(side.background)
    for (const el of side.elements) {
      if (el.type === 'text') add(el.color)
      else if (el.type === 'shape') [el.fill, el.stroke].forEach(add)
      else if (el.type === 'qr') [el.color, el.background].forEach(add)
    }
  }
  return [...count].sort((a, b) => b[1] - a[1]).map(([c]) => c)
}

export default function Editor(props: EditorProps) {
  const { paper, measure, product, design } = props
  const [history, setHistory] = useState<History<DesignDocument>>(() =>
    createHistory(props.initialDocument),
  )
  const doc = history.present
  const [sideId, setSideId] = useState(doc.sides[0]!.id)
  const [selectedIds, setSelectedIds] = useState<string[]>([])
  const [editingId, setEditingId] = useState<string | null>(null)
  const [croppingId, setCroppingId] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [sheetOpen, setSheetOpen] = useState(true)
  const [renderTick, setRenderTick] = useState(0)
  const photoInput = useRef<HTMLInputElement>(null)
  const photoTarget = useRef<string | null>(null)

  const side = findSide(doc, sideId) ?? doc.sides[0]!
  const selected = side.elements.filter((e) => selectedIds.includes(e.id))

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
    const present = selectedIds.filter((id) => findElement(doc, side.id, id))
    if (present.length !== selectedIds.length) setSelectedIds(present)
    if (croppingId && findElement(doc, side.id, croppingId)?.type !== 'image') setCroppingId(null)
  }, [doc, side.id, selectedIds, croppingId])

  // On a phone, choosing an element opens the sheet on its properties.
  const selectionKey = selectedIds.join(',')
  useEffect(() => {
    if (!selectionKey || window.matchMedia('(min-width: 1024px)').matches) return
    setSheetOpen(true)
    requestAnimationFrame(() =>
      document.getElementById('designer-properties')?.scrollIntoView({ block: 'start' }),
    )
  }, [selectionKey])

  const edit = useCallback(
    (fn: (d: DesignDocument) => DesignDocument, key: string | null = null) =>
      setHistory((h) => push(h, fn(h.present), key)),
    [],
  )

  const select = useCallback((ids: string[]) => {
    setSelectedIds(ids)
    setEditingId(null)
  }, [])

  const addAndSelect = useCallback(
    (el: DesignElement) => {
      edit((d) => addElement(d, side.id, el))
      select([el.id])
    },
    [edit, side.id, select],
  )

  /** A photo: into `targetId` (a frame or a photo) when given, else a new image on the side. */
  const placePhoto = useCallback(
    (file: File, targetId: string | null) => {
      setUploading(true)
      setMessage(null)
      uploadImage(file)
        .then((image) => {
          if (targetId) {
            let newId: string | null = null
            edit((d) => {
              const filled = fillFrame(d, side.id, targetId, image)
              newId = filled.id
              return filled.doc
            })
            if (newId) select([newId])
          } else addAndSelect(newImage(doc, image))
        })
        .catch((error: unknown) =>
          setMessage(error instanceof Error ? error.message : 'That image could not be uploaded.'),
        )
        .finally(() => setUploading(false))
    },
    [addAndSelect, doc, edit, select, side.id],
  )

  const single = selected.length === 1 ? selected[0]! : null
  const actions: PanelActions = {
    select: (id, additive) => {
      if (!id) return select([])
      const group = withGroup(side, id)
      if (!additive) return select(group)
      const has = selectedIds.includes(id)
      select(
        has
          ? selectedIds.filter((x) => !group.includes(x))
          : [...new Set([...selectedIds, ...group])],
      )
    },
    change: (id: string, patch: ElementPatch, key?: string) =>
      edit((d) => updateElement(d, side.id, id, patch), key ?? null),
    moveLayer: (id, direction) => edit((d) => moveLayer(d, side.id, id, direction)),
    remove: (ids) => {
      edit((d) => removeElements(d, side.id, ids))
      select([])
    },
    duplicate: (ids) => {
      const copies = side.elements.filter((e) => ids.includes(e.id)).map((e) => cloneElement(e))
      if (!copies.length) return
      edit((d) => copies.reduce((acc, c) => addElement(acc, side.id, c), d))
      select(copies.map((c) => c.id))
    },
    addText: () => addAndSelect(newText(doc)),
    addShape: (shape) => addAndSelect(newShape(doc, shape)),
    addQr: () => addAndSelect(newQr(doc)),
    addImage: (file) =>
      placePhoto(
        file,
        single && (single.type === 'frame' || single.type === 'image') ? single.id : null,
      ),
    setBackground: (color) =>
      edit((d) => setBackground(d, side.id, color), `${side.id}.background`),
    setUnderprint: (mode) => edit((d) => ({ ...d, whiteUnderprint: mode })),
    align: (edge, target) => edit((d) => alignElements(d, side.id, selectedIds, edge, target)),
    distribute: (axis, target) =>
      edit((d) => distributeElements(d, side.id, selectedIds, axis, target)),
    group: (together) => edit((d) => setGroup(d, side.id, selectedIds, together)),
    crop: (id) => setCroppingId(id),
    pickPhoto: (frameId) => {
      photoTarget.current = frameId
      select([frameId])
      photoInput.current?.click()
    },
  }

  useEditorShortcuts({
    side,
    selectedIds,
    croppingId,
    setHistory,
    select,
    setEditingId,
    setCroppingId,
  })

  const issues = useMemo(() => {
    try {
      return preflight(doc, { measureText: measure })
    } catch {
      return [] as PreflightIssue[]
    }
  }, [doc, measure])

  const geometryKeys = useMemo(() => geometryOptionKeys(product.template), [product.template])
  // The template code (13 kB) is fetched the first time an option that changes the design is chosen.
  const onOptionChange = (key: string, value: string) => {
    void loadTemplateTools().then(({ changeOptions }) => {
      setHistory((h) => push(h, changeOptions(h.present, product.template, { [key]: value })))
      select([])
    })
  }
  // A side that went away with fewer pages: show the first.
  useEffect(() => {
    if (!findSide(doc, sideId)) setSideId(doc.sides[0]!.id)
  }, [doc, sideId])

  const proofUrl = designId ? `/api/designs/${designId}/proof.pdf` : null
  const swatches = useMemo(
    () => ({
      document: documentColours(doc),
      palette: (product.template.palette ?? []).map((c) => c.toLowerCase()),
    }),
    [doc, product.template.palette],
  )

  return (
    <SwatchContext.Provider value={swatches}>
      <div className="flex min-h-[calc(100dvh-5rem)] flex-col bg-white lg:h-[calc(100dvh-10.5rem)] lg:min-h-[480px]">
        <EditorToolbar
          title={product.name}
          picker={{
            paper,
            measure,
            product: product.template,
            doc,
            onChoose: (next) => {
              setHistory((h) => push(h, next))
              select([])
              setSideId(next.sides[0]!.id)
            },
          }}
          canUndo={canUndo(history)}
          canRedo={canRedo(history)}
          onUndo={() => setHistory(undo)}
          onRedo={() => setHistory(redo)}
          status={status}
          proofUrl={proofUrl}
        />

        {doc.sides.length > 1 ? (
          <SideStrip
            paper={paper}
            measure={measure}
            doc={doc}
            currentId={side.id}
            onPick={(id) => {
              setSideId(id)
              select([])
              setCroppingId(null)
            }}
          />
        ) : null}

        <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
          <div
            className="relative h-[var(--phone-h)] shrink-0 lg:h-auto lg:min-h-[200px] lg:flex-1"
            // On a phone the page takes the width; the height follows its shape (plus the bar).
            style={
              {
                '--phone-h': `min(72dvh, calc((100vw - 16px) * ${(side.trimHeightMm ?? doc.trimHeightMm) / (side.trimWidthMm ?? doc.trimWidthMm)} + 110px))`,
              } as React.CSSProperties
            }
            data-canvas-area
          >
            <DesignCanvas
              paper={paper}
              doc={doc}
              side={side}
              selectedIds={selectedIds}
              measure={measure}
              renderTick={renderTick}
              onSelect={select}
              onPreview={(next) => setHistory((h) => replace(h, next))}
              onCommit={(base) => setHistory((h) => commitFrom(h, base))}
              onTextChange={(id, text) =>
                edit((d) => updateElement(d, side.id, id, { text }), `${id}.text`)
              }
              onDropFiles={(files, targetId) => {
                files.forEach((file, i) => placePhoto(file, i === 0 ? targetId : null))
              }}
              onPickPhoto={actions.pickPhoto}
              croppingId={croppingId}
              onCroppingChange={setCroppingId}
              editingId={editingId}
              onEditingChange={setEditingId}
            />
          </div>

          <aside
            aria-label="Design panel"
            className="flex flex-col border-t border-black/10 bg-white lg:w-[22rem] lg:border-l lg:border-t-0"
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
              className={`min-h-0 flex-1 lg:overflow-y-auto ${sheetOpen ? '' : 'hidden lg:block'}`}
            >
              {message ? (
                <p role="alert" className="m-3 rounded-md bg-red-50 p-2 text-sm text-red-800">
                  {message}
                </p>
              ) : null}
              <input
                ref={photoInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/tiff"
                className="hidden"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  if (file) placePhoto(file, photoTarget.current)
                  photoTarget.current = null
                  e.target.value = ''
                }}
              />
              <AddSection actions={actions} uploading={uploading} />
              <PropertiesSection selected={selected} doc={doc} actions={actions} />
              <LayersSection side={side} selectedIds={selectedIds} actions={actions} />
              <SideSection side={side} actions={actions} />
              <PreflightSection
                issues={issues}
                doc={doc}
                onPick={(issue) => {
                  setSideId(issue.sideId)
                  select(issue.elementId ? [issue.elementId] : [])
                }}
              />
              <CartForm
                product={product}
                quote={props.quote}
                selection={{ ...props.selection, ...doc.options }}
                designOptions={{
                  keys: geometryKeys,
                  values: doc.options,
                  onChange: onOptionChange,
                }}
                maxPacks={props.maxPacks}
                issues={issues}
                designId={designId}
                proofUrl={proofUrl}
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
    </SwatchContext.Provider>
  )
}
