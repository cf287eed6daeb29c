import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { DesignUploadField } from '#app/components/design-upload-field.tsx'
import { SendLaterChoice } from '#app/components/send-later-choice.tsx'
import { OptionPicker } from '#app/components/ui/option-picker.tsx'
import type * as EditorClient from '#app/designer/editor/client.tsx'
import { designFontFiles, fontUrl } from '#app/designer/fonts.ts'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { loadEditorState, templateProductOf } from '#app/server/designs/designs.server.ts'
import {
  MAX_PACKS,
  optionChoices,
  quote,
  resolveSelection,
  resolveTier,
} from '#app/server/catalog/pricing.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'

/**
 * /designer/{productId}: the online designer. Signed-in shoppers only (the gate sends others to
 * /login with returnUrl and requireAuth=designer). The editor and Paper.js are client-only and
 * lazily loaded (docs/decisions/013, 073); without JavaScript the page says so and offers the
 * product page's upload form. The option query (?qty=…&packs=…&<option>=…) prices the add-to-cart form.
 */
let editorLoading: Promise<typeof EditorClient> | undefined
const loadEditor = () =>
  (editorLoading ??= Promise.all([
    import('#app/designer/editor/client.tsx'),
    // Paper.js alongside the editor's code instead of after it (the editor imports it too).
    import('paper/dist/paper-core'),
  ]).then(([client]) => client))
const DesignerClient = lazy(loadEditor)

/**
 * On a first load the editor's code and Paper.js start downloading when this module runs, before
 * hydration (entry.client), not after it; hydration does not wait for them (nothing the server
 * rendered needs them). A navigation here starts them through the lazy component.
 */
export const handle = {
  beforeHydration: () => {
    void loadEditor().catch(() => undefined)
  },
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, { requireAuth: 'designer' })
  const url = new URL(request.url)
  const search = Object.fromEntries(url.searchParams)
  const state = await loadEditorState(userId, params.productId ?? '', {
    designId: url.searchParams.get('design'),
    // A new design starts at the options in the link (the product page's choices).
    selection: search,
  })
  // The options that change the design are the design's own; the rest come from the link.
  const { selection } = resolveSelection(state.product, {
    ...search,
    ...state.design.document.options,
  })
  const tier = resolveTier(state.product, search.qty)
  const priced = quote(state.product, {
    selection,
    tierQuantity: tier.quantity,
    packs: Number(search.packs ?? 1),
  })
  const { product, design } = state
  return data({
    userId,
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      unitSingular: product.unitSingular,
      unitPlural: product.unitPlural,
      trimWidthMm: product.trimWidthMm,
      trimHeightMm: product.trimHeightMm,
      bleedMm: product.bleedMm,
      quantityTiers: product.quantityTiers,
      options: optionChoices(product.options),
      /** What the editor's templates and option rules read (app/designer/design-options.ts). */
      template: templateProductOf(product),
    },
    design,
    /** The font files the design's text needs: downloaded alongside the editor's code. */
    fontPreloads: designFontFiles(design.document).slice(0, 8).map(fontUrl),
    selection,
    quote: {
      tierQuantity: priced.tierQuantity,
      packs: priced.packs,
      packPricePaise: priced.packPricePaise,
      totalPaise: priced.totalPaise,
      piecePricePaise: priced.piecePricePaise,
    },
    maxPacks: MAX_PACKS,
  })
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

export default function DesignerPage() {
  const data = useLoaderData<typeof loader>()
  const hydrated = useHydrated()
  return (
    <>
      {data.fontPreloads.map((href) => (
        <link
          key={href}
          rel="preload"
          as="font"
          type="font/woff"
          href={href}
          crossOrigin="anonymous"
        />
      ))}
      <noscript>
        <NoScriptFallback data={data} />
      </noscript>
      {hydrated ? (
        <Suspense fallback={<Loading />}>
          <DesignerClient
            userId={data.userId}
            product={data.product}
            design={data.design}
            quote={data.quote}
            selection={data.selection}
            maxPacks={data.maxPacks}
          />
        </Suspense>
      ) : null}
    </>
  )
}

function Loading() {
  return (
    <div role="status" className="grid h-[60dvh] place-items-center text-sm text-black/60">
      Loading the designer…
    </div>
  )
}

/** What the page shows with JavaScript off: a plain explanation and the product page's upload form. */
function NoScriptFallback({ data }: { data: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { product, quote: priced, selection } = data
  const unit = priced.tierQuantity === 1 ? product.unitSingular : product.unitPlural
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Design your {product.name} online</h1>
      <p
        className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
        data-testid="designer-needs-js"
      >
        The online designer needs JavaScript, which is turned off in your browser. Turn it on to
        design here, or upload a ready-made design below and add it to your cart.
      </p>
      <form
        method="post"
        action={`/cart?productId=${encodeURIComponent(product.id)}`}
        encType="multipart/form-data"
        aria-label="Upload your design and add to cart"
        className="mt-6 space-y-5 rounded-2xl bg-white p-5 ring-1 ring-black/5"
      >
        <OptionPicker
          product={product}
          selection={selection}
          tierQuantity={priced.tierQuantity}
          idPrefix="nojs-opt"
          showDeltas={false}
        />
        <p className="text-sm text-black/70">
          From {formatPaise(priced.totalPaise)} for {priced.tierQuantity} {unit}; the cart shows the
          price of the options you choose.
        </p>
        <DesignUploadField
          id="nojs-design"
          artWidthMm={product.trimWidthMm + 2 * product.bleedMm}
          artHeightMm={product.trimHeightMm + 2 * product.bleedMm}
        />
        <SendLaterChoice id="nojs-artworkLater" />
        <button
          type="submit"
          name="intent"
          value="add"
          className="w-full rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
        >
          Add to cart
        </button>
      </form>
      <p className="mt-4 text-sm">
        <Link to={`/product/${product.slug}`} className="text-brand-700 underline">
          Back to {product.name}
        </Link>
      </p>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privatePageMeta(data ? `Design ${data.product.name} online` : 'Designer')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
