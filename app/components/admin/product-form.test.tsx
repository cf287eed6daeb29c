import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { readProductDraft, type ProductDraft, type ValueDraft } from '#app/utils/admin-catalog.ts'
import { ProductForm, type FormErrors } from './product-form.tsx'

// The router stub uses layout effects, which React reports once per render on the server.
beforeEach(() => {
  const report = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) report(...args)
  })
})

const value = (key: string, label: string, delta: string, width = '', height = '') => ({
  key,
  label,
  delta,
  width,
  height,
})
const option = (key: string, label: string, defaultIndex: number, values: ValueDraft[]) => ({
  key,
  label,
  defaultIndex,
  values,
})

const draft: ProductDraft = {
  name: 'Round stickers',
  slug: 'round-stickers',
  categoryId: 'cat-1',
  shortDescription: 'Small and round',
  description: 'Long text',
  status: 'draft',
  hot: true,
  sameDay: true,
  unitSingular: 'sticker',
  unitPlural: 'stickers',
  productionDays: '3',
  highlights: 'One\nTwo',
  keywords: 'round, sticker',
  hsnCode: '4911',
  trimWidthMm: '50',
  trimHeightMm: '50',
  bleedMm: '2',
  safeMarginMm: '3',
  sides: '1',
  pages: '',
  shape: 'circle',
  cornerRadiusMm: '',
  templateKind: 'sticker',
  artKind: 'sticker',
  artPalette: '#0f172a',
  artSample: 'Hi',
  seoTitle: '',
  seoDescription: '',
  tiers: [
    { quantity: '100', price: '299' },
    { quantity: '250', price: '549' },
  ],
  options: [
    option('paper', 'Paper', 1, [value('matte', 'Matte', '0'), value('gloss', 'Gloss', '10')]),
    option('size', 'Size', 0, [value('s', 'Small', '-5', '40', '40')]),
  ],
}

function render(errors: FormErrors = {}) {
  const Stub = createRemixStub([
    {
      path: '/admin/products/new',
      Component: () => (
        <ProductForm
          draft={draft}
          errors={errors}
          choices={{
            categories: [{ id: 'cat-1', name: 'Stickers' }],
            gstRates: [{ hsnCode: '4911', rateBp: 1200 }],
            templateKinds: ['sticker'],
            artKinds: ['sticker'],
          }}
          pending={false}
          renderKey="k"
        />
      ),
    },
  ])
  return renderToString(<Stub initialEntries={['/admin/products/new']} />)
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&')

/** What a browser posts for the rendered form (the save button's intent aside). */
function posted(html: string) {
  const form = new FormData()
  for (const [element, kind = 'input', body = ''] of html.matchAll(
    /<input\b[^>]*>|<(textarea|select)\b[^>]*>([\s\S]*?)<\/\1>/g,
  ) as Iterable<[string, string | undefined, string | undefined]>) {
    const tag = element.slice(0, element.indexOf('>') + 1)
    const name = attr(tag, 'name')
    if (!name) continue
    const type = attr(tag, 'type')
    if ((type === 'radio' || type === 'checkbox') && !/\schecked=""/.test(tag)) continue
    if (kind === 'textarea') form.append(name, body.replaceAll('&amp;', '&'))
    else if (kind === 'select') {
      const chosen = /<option[^>]*selected=""[^>]*>/.exec(body)?.[0]
      form.append(name, chosen ? (attr(chosen, 'value') ?? '') : '')
    } else form.append(name, attr(tag, 'value') ?? 'on')
  }
  return form
}

describe('ProductForm row editors', () => {
  test('the fields a browser posts read back as the draft that was shown', () => {
    expect(readProductDraft(posted(render()))).toEqual(draft)
  })

  test('every row has its remove button and each table its add button, as form submits', () => {
    const intents = [...render().matchAll(/<button[^>]*type="submit"[^>]*>/g)].map((m) =>
      attr(m[0], 'value'),
    )
    expect(intents).toEqual([
      'save',
      'remove-tier:0',
      'remove-tier:1',
      'add-tier',
      'remove-option:0',
      'remove-value:0:0',
      'remove-value:0:1',
      'add-value:0',
      'remove-option:1',
      'remove-value:1:0',
      'add-value:1',
      'add-option',
      'save',
    ])
  })

  test("a row's errors show beside it and mark its fields", () => {
    const html = render({
      'tier.1': ['A bigger pack may not cost more per piece.'],
      'option.1': ['Option keys must be unique.'],
      'option.0.value.1': ['A value needs a key.'],
    })
    expect(html).toContain('A bigger pack may not cost more per piece.')
    expect(html).toContain('Option keys must be unique.')
    expect(html).toContain('A value needs a key.')
    expect(html.match(/name="tier(Quantity|Price)"[^>]*aria-invalid="true"/g)).toHaveLength(2)
    expect(html).toContain('aria-label="Remove tier 2"')
  })
})
