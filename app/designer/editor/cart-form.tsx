/**
 * Add to cart with the design: a real form posting to /cart?productId=… with the product's
 * options (the server prices them; the price shown comes from the server's loader), the saved
 * design's id and a PNG preview of the front side uploaded just before submitting.
 */
import { useFetcher } from '@remix-run/react'
import { useRef, useState } from 'react'
import type { DesignDocument } from '../document.ts'
import type { PreflightIssue } from '../preflight.ts'
import type { TextMeasurer } from '../text-layout.ts'
import { OptionPicker, PriceSummary } from '#app/components/ui/option-picker.tsx'
import { uploadPreview } from './api.ts'
import { renderSidePng, type Paper } from './render.ts'

export interface EditorProduct {
  id: string
  slug: string
  name: string
  unitSingular: string
  unitPlural: string
  quantityTiers: { quantity: number; pricePaise: number }[]
  options: {
    key: string
    label: string
    values: { key: string; label: string; priceDeltaBp: number }[]
  }[]
}

export interface PriceQuote {
  tierQuantity: number
  packs: number
  packPricePaise: number
  totalPaise: number
  piecePricePaise: number
}

export function CartForm({
  product,
  quote,
  selection,
  maxPacks,
  issues,
  designId,
  prepare,
  paper,
  measure,
}: {
  product: EditorProduct
  quote: PriceQuote
  selection: Record<string, string>
  maxPacks: number
  issues: PreflightIssue[]
  designId: string | null
  prepare: () => Promise<{ designId: string; doc: DesignDocument } | null>
  paper: Paper
  measure: TextMeasurer
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const designRef = useRef<HTMLInputElement>(null)
  const previewRef = useRef<HTMLInputElement>(null)
  const price = useFetcher<{ quote: PriceQuote }>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const shown = price.data?.quote ?? quote
  const unit = shown.tierQuantity === 1 ? product.unitSingular : product.unitPlural

  function reprice() {
    const form = formRef.current
    if (!form) return
    const params = new URLSearchParams()
    for (const [k, v] of new FormData(form)) {
      if (typeof v === 'string' && k !== 'intent' && k !== 'designId' && k !== 'previewUploadId') {
        params.set(k, v)
      }
    }
    price.load(`/designer/${product.id}?${params}`)
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    setBusy(true)
    setError(null)
    try {
      const saved = await prepare()
      if (!saved) {
        setError('Your design could not be saved, so it cannot be added yet. Please try again.')
        return
      }
      designRef.current!.value = saved.designId
      try {
        const front = saved.doc.sides[0]!
        const png = await renderSidePng(paper, saved.doc, front, measure, 600)
        previewRef.current!.value = png ? await uploadPreview(png) : ''
      } catch {
        // The cart can show the product's picture instead; the design itself is saved.
        previewRef.current!.value = ''
      }
      form.submit()
    } finally {
      setBusy(false)
    }
  }

  const errors = issues.filter((i) => i.severity === 'error').length
  const warnings = issues.length - errors

  return (
    <section aria-labelledby="cart-title" className="px-4 py-3 pb-6">
      <h2
        id="cart-title"
        className="mb-2 text-xs font-semibold uppercase tracking-wide text-black/60"
      >
        Order
      </h2>
      <form
        ref={formRef}
        method="post"
        action={`/cart?productId=${encodeURIComponent(product.id)}`}
        encType="multipart/form-data"
        onChange={reprice}
        onSubmit={onSubmit}
        className="space-y-3"
      >
        <input type="hidden" name="intent" value="add" />
        <input ref={designRef} type="hidden" name="designId" defaultValue={designId ?? ''} />
        <input ref={previewRef} type="hidden" name="previewUploadId" defaultValue="" />
        <OptionPicker
          product={product}
          selection={selection}
          tierQuantity={quote.tierQuantity}
          packs={{ value: quote.packs, max: maxPacks }}
          idPrefix="design-opt"
          size="compact"
        />
        <div aria-live="polite" className={price.state === 'loading' ? 'opacity-60' : ''}>
          <PriceSummary quote={shown} unit={unit} size="compact" />
        </div>
        {issues.length ? (
          <p className="text-xs text-amber-900">
            The print check found {errors ? `${errors} problem${errors === 1 ? '' : 's'}` : ''}
            {errors && warnings ? ' and ' : ''}
            {warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : ''}: see above before
            you order.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black disabled:opacity-60"
        >
          {busy ? 'Adding to cart…' : 'Add to cart'}
        </button>
      </form>
    </section>
  )
}
