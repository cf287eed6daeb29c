/**
 * Add to cart with the design: a real form posting to /cart?productId=… with the product's
 * options (the server prices them; the price shown comes from the server's loader), the saved
 * design's id and a PNG preview of the front side uploaded just before submitting. The options
 * that change the design are the design's own (changing one changes the page). The print check
 * decides: errors keep the button from adding and say what to fix; warnings need "I have checked
 * my proof" ticked (the server checks both again).
 */
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
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
  designOptions,
  maxPacks,
  issues,
  designId,
  proofUrl,
  prepare,
  paper,
  measure,
}: {
  product: EditorProduct
  quote: PriceQuote
  selection: Record<string, string>
  /** The options that change the design: shown from the document, changed through it. */
  designOptions: {
    keys: string[]
    values: Record<string, string>
    onChange: (key: string, value: string) => void
  }
  maxPacks: number
  issues: PreflightIssue[]
  designId: string | null
  proofUrl: string | null
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

  // The price follows a design option changed through the document.
  const optionsKey = JSON.stringify(designOptions.values)
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    reprice()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsKey])

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    if (errors.length) return
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

  const errors = issues.filter((i) => i.severity === 'error')
  const warnings = issues.filter((i) => i.severity === 'warning')
  const controlled = {
    values: Object.fromEntries(designOptions.keys.map((k) => [k, designOptions.values[k] ?? ''])),
    onChange: designOptions.onChange,
  }

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
          controlled={controlled}
        />
        {designOptions.keys.length ? (
          <p className="text-xs text-black/60">
            {designOptions.keys
              .map((k) => product.options.find((o) => o.key === k)?.label)
              .filter(Boolean)
              .join(', ')}{' '}
            {designOptions.keys.length === 1 ? 'changes' : 'change'} the design itself: the page
            follows what you choose (Undo goes back).
          </p>
        ) : null}
        <div aria-live="polite" className={price.state === 'loading' ? 'opacity-60' : ''}>
          <PriceSummary quote={shown} unit={unit} size="compact" />
        </div>
        {errors.length ? (
          <div
            role="alert"
            data-testid="cart-blocked"
            className="rounded-md bg-red-50 p-2 text-xs text-red-800 ring-1 ring-red-200"
          >
            <p className="font-medium">
              Fix {errors.length === 1 ? 'this problem' : `these ${errors.length} problems`} before
              adding to the cart:
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-4">
              {errors.map((issue, i) => (
                <li key={i}>{issue.message}</li>
              ))}
            </ul>
          </div>
        ) : warnings.length ? (
          <div className="rounded-md bg-amber-50 p-2 text-xs text-amber-950 ring-1 ring-amber-200">
            <p>
              The print check has{' '}
              {warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`} (see above).{' '}
              {proofUrl ? (
                <a href={proofUrl} download className="font-medium underline">
                  Download your proof
                </a>
              ) : (
                'Download your proof'
              )}{' '}
              and check it before you order.
            </p>
            <label className="mt-1.5 flex min-h-11 items-center gap-2 text-sm font-medium">
              <input type="checkbox" name="proofChecked" required className="size-5" />I have
              checked my proof
            </label>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy || errors.length > 0}
          aria-describedby={errors.length ? 'cart-blocked-reason' : undefined}
          className="min-h-11 w-full rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black disabled:opacity-60"
        >
          {busy ? 'Adding to cart…' : 'Add to cart'}
        </button>
        {errors.length ? (
          <p id="cart-blocked-reason" className="text-center text-xs text-red-800">
            Add to cart is off until the print check has no problems.
          </p>
        ) : null}
      </form>
    </section>
  )
}
