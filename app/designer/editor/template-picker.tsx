/**
 * "Templates": the product family's starting designs, each previewed at the design's own options
 * before choosing. Choosing one replaces the design's content (one undo step brings it back).
 */
import { useEffect, useId, useRef, useState } from 'react'
import type { DesignDocument } from '../document.ts'
import type { GeometryProduct } from '../product-geometry.ts'
import type { TemplateProduct } from '../templates/template-product.ts'
import type { TextMeasurer } from '../text-layout.ts'
import { loadDesignFonts } from './load-fonts.ts'
import { renderSidePng, type Paper } from './render.ts'
import { loadTemplateTools, type TemplateTools } from './load-template-tools.ts'

export function TemplatePicker({
  paper,
  measure,
  product,
  doc,
  onChoose,
}: {
  paper: Paper
  measure: TextMeasurer
  product: TemplateProduct & GeometryProduct
  doc: DesignDocument
  onChoose: (doc: DesignDocument) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [previews, setPreviews] = useState<Record<number, string>>({})
  const [tools, setTools] = useState<TemplateTools | null>(null)
  const variants = tools?.templateVariants(product) ?? []
  const build = (t: TemplateTools, variant: number) =>
    t.buildTemplate(product, { options: doc.options, variant, startMonth: doc.startMonth })

  useEffect(() => {
    if (!open) return
    let cancelled = false
    const urls: string[] = []
    void (async () => {
      const t = await loadTemplateTools()
      if (cancelled) return
      setTools(t)
      for (const v of t.templateVariants(product)) {
        const next = build(t, v.id)
        await loadDesignFonts(next, 3000)
        const blob = await renderSidePng(paper, next, next.sides[0]!, measure, 220).catch(
          () => null,
        )
        if (cancelled || !blob) continue
        const url = URL.createObjectURL(blob)
        urls.push(url)
        setPreviews((p) => ({ ...p, [v.id]: url }))
      }
    })()
    return () => {
      cancelled = true
      urls.forEach((u) => URL.revokeObjectURL(u))
      setPreviews({})
    }
    // The previews follow the options the dialog was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  return (
    <>
      <button
        type="button"
        className="min-h-9 rounded-md px-2.5 py-1.5 text-sm ring-1 ring-black/15 hover:bg-black/5 pointer-coarse:min-h-11"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal()
          setOpen(true)
        }}
      >
        Templates
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="w-[min(46rem,calc(100vw-1rem))] rounded-2xl p-0 backdrop:bg-black/40"
        onClose={() => setOpen(false)}
      >
        <div className="flex items-center justify-between border-b border-black/10 px-4 py-3">
          <h2 id={titleId} className="text-base font-semibold">
            Choose a starting design
          </h2>
          <button
            type="button"
            className="min-h-11 rounded-md px-3 text-sm ring-1 ring-black/15 hover:bg-black/5"
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </div>
        <p className="px-4 pt-3 text-sm text-black/60">
          Your options stay as they are. Choosing a design replaces what is on the page; Undo brings
          your design back.
        </p>
        {open && !tools ? (
          <p role="status" className="p-4 text-sm text-black/60">
            Loading the designs…
          </p>
        ) : null}
        {open && tools ? (
          <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3" data-testid="template-list">
            {variants.map((v) => (
              <li key={v.id}>
                <button
                  type="button"
                  className="flex w-full flex-col items-center gap-2 rounded-xl p-2 text-sm ring-1 ring-black/10 hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-brand-600"
                  onClick={() => {
                    if (tools) onChoose(build(tools, v.id))
                    dialog.current?.close()
                  }}
                >
                  <span className="grid aspect-[4/3] w-full place-items-center overflow-hidden rounded-lg bg-[#eceef3]">
                    {previews[v.id] ? (
                      <img
                        src={previews[v.id]}
                        alt={`Preview of ${v.name}`}
                        className="max-h-full max-w-full shadow"
                      />
                    ) : (
                      <span className="text-xs text-black/60">Drawing the preview…</span>
                    )}
                  </span>
                  <span>Use “{v.name}”</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </dialog>
    </>
  )
}
