import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { loader as apiCartLoader } from '#app/routes/api.cart.ts'
import { action as addApiAction } from '#app/routes/api.cart.item.ts'
import {
  action as designAction,
  loader as designLoader,
} from '#app/routes/api.designs.$designId.ts'
import { loader as proofLoader } from '#app/routes/api.designs.$designId.proof[.pdf].ts'
import { action as createAction, loader as listLoader } from '#app/routes/api.designs.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart/route.tsx'
import type { DesignDocument } from '#app/designer/document.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { loadEditorState } from '#app/server/designs/designs.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { saveImageUpload } from '#app/server/designs/uploads.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'

setupTestDatabase()

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'design-uploads-'))
delete process.env.CLOUDINARY_URL
resetEnvCache()

let n = 0
async function signedInUser() {
  const user = await prisma.user.create({
    data: { email: `designer${++n}@example.com`, firstName: 'Asha', lastName: 'Rao' },
  })
  const { setCookie } = await createSession(user.id)
  return { user, cookie: cookieFrom(new Headers({ 'Set-Cookie': setCookie })) }
}

async function product(slug: string) {
  return prisma.product.findUniqueOrThrow({
    where: { slug },
    include: { quantityTiers: { orderBy: { quantity: 'asc' } } },
  })
}

async function json(res: { response?: Response }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers checked by the assertions
  return (await res.response!.json()) as Record<string, any>
}

async function templateOf(productId: string, userId: string | null = null) {
  const state = await loadEditorState(userId, productId)
  return state.design.document
}

async function createDesign(cookie: string, productId: string, document?: unknown, name?: string) {
  const res = await callRoute(createAction, '/api/designs', {
    json: { productId, document: document ?? (await templateOf(productId)), name },
    headers: { Cookie: cookie },
  })
  return { status: res.status, body: await json(res) }
}

async function anUpload(userId: string | null = null, width = 1200, height = 800) {
  return prisma.upload.create({
    data: {
      id: `up${Date.now().toString(36)}${++n}`,
      userId,
      storage: 'LOCAL',
      key: 'missing-file',
      url: '/api/images/x',
      mimeType: 'image/jpeg',
      width,
      height,
      bytes: 1000,
    },
  })
}

describe('designs API', () => {
  test('signed out: every call answers 401 JSON, never a redirect', async () => {
    const card = await product('standard-visiting-cards')
    const calls = [
      await callRoute(listLoader, '/api/designs'),
      await callRoute(createAction, '/api/designs', { json: { productId: card.id, document: {} } }),
      await callRoute(designLoader, '/api/designs/x', { params: { designId: 'x' } }),
      await callRoute(designAction, '/api/designs/x', {
        method: 'PUT',
        json: { document: {} },
        params: { designId: 'x' },
      }),
      await callRoute(proofLoader, '/api/designs/x/proof.pdf', { params: { designId: 'x' } }),
    ]
    for (const res of calls) {
      expect(res.status).toBe(401)
      expect(res.response!.headers.get('Content-Type')).toMatch(/application\/json/)
      expect((await json(res)).message).toMatch(/Sign in/)
    }
  })

  test('create, get, update and list; geometry always from the product', async () => {
    const { cookie } = await signedInUser()
    const card = await product('standard-visiting-cards')
    const doc = (await templateOf(card.id)) as DesignDocument
    // A document claiming another size is stored with the product's trim, bleed and safe margin.
    const created = await createDesign(cookie, card.id, { ...doc, trimWidthMm: 10, bleedMm: 0 })
    expect(created.status).toBe(201)
    expect(created.body.design).toEqual({ id: expect.any(String), updatedAt: expect.any(String) })
    const id = created.body.design.id as string

    const got = await callRoute(designLoader, `/api/designs/${id}`, {
      params: { designId: id },
      headers: { Cookie: cookie },
    })
    expect(got.status).toBe(200)
    const body = await json(got)
    expect(body.design).toMatchObject({ id, productId: card.id, name: card.name })
    expect(body.design.document.trimWidthMm).toBe(89)
    expect(body.design.document.bleedMm).toBe(3)

    const edited = structuredClone(body.design.document)
    edited.sides[0].elements[0].text = 'Meera Iyer'
    const put = await callRoute(designAction, `/api/designs/${id}`, {
      method: 'PUT',
      params: { designId: id },
      json: { document: edited, name: '  My   card ' },
      headers: { Cookie: cookie },
    })
    expect(put.status).toBe(200)
    expect((await json(put)).design.id).toBe(id)
    const row = await prisma.design.findUniqueOrThrow({ where: { id } })
    expect(row.name).toBe('My card')
    expect(JSON.stringify(row.document)).toContain('Meera Iyer')

    // The same document saved again (the editor's beacon as the page is left) is not an edit: the
    // version a cart line was checked against stays, so the line is not flagged as changed.
    const again = await callRoute(designAction, `/api/designs/${id}`, {
      method: 'PUT',
      params: { designId: id },
      json: { document: edited },
      headers: { Cookie: cookie },
    })
    expect(again.status).toBe(200)
    expect((await json(again)).design.updatedAt).toBe(row.updatedAt.toISOString())
    expect((await prisma.design.findUniqueOrThrow({ where: { id } })).updatedAt).toEqual(
      row.updatedAt,
    )

    const list = await json(
      await callRoute(listLoader, '/api/designs', { headers: { Cookie: cookie } }),
    )
    expect(list.designs).toMatchObject([
      {
        id,
        name: 'My card',
        product: { slug: 'standard-visiting-cards' },
        proofUrl: `/api/designs/${id}/proof.pdf`,
      },
    ])

    // The editor reopens the latest design.
    const state = await loadEditorState(row.userId, card.id)
    expect(state.design.id).toBe(id)
    expect(JSON.stringify(state.design.document)).toContain('Meera Iyer')
    expect(state.product).toMatchObject({
      slug: 'standard-visiting-cards',
      trimWidthMm: 89,
      sides: 1,
    })
    expect(state.product.options.length).toBeGreaterThan(0)
    expect(state.product.quantityTiers.length).toBeGreaterThan(0)
  })

  test("the design's options decide its size; an old design without options keeps a size option's trim", async () => {
    const { cookie } = await signedInUser()
    const tents = await product('restaurant-table-tents')
    const doc = (await templateOf(tents.id)) as DesignDocument
    expect([doc.trimWidthMm, doc.trimHeightMm]).toEqual([100, 300])
    expect(doc.options).toMatchObject({ size: '100x150' })
    // The A5 option: the server gives the design the A5 tent's sheet whatever size it says.
    const a5 = await createDesign(cookie, tents.id, {
      ...doc,
      options: { ...doc.options, size: 'a5' },
    })
    // A document from before designs kept options: its trim tells which size it was made for.
    const { options: _o, ...legacy } = doc
    const old = await createDesign(cookie, tents.id, {
      ...legacy,
      trimWidthMm: 148,
      trimHeightMm: 420,
    })
    const odd = await createDesign(cookie, tents.id, {
      ...legacy,
      trimWidthMm: 10,
      trimHeightMm: 10,
    })
    expect(await trimOf(old.body.design.id)).toEqual([148, 420])
    expect(await trimOf(a5.body.design.id)).toEqual([148, 420])
    expect(await trimOf(odd.body.design.id)).toEqual([100, 300])
  })

  test('autosave through sendBeacon: POST with a text/plain JSON body', async () => {
    const { cookie } = await signedInUser()
    const card = await product('square-visiting-cards')
    const { body } = await createDesign(cookie, card.id)
    const id = body.design.id as string
    const doc = (await templateOf(card.id)) as DesignDocument
    const request = new Request(`http://localhost/api/designs/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Cookie: cookie },
      body: JSON.stringify({
        document: { ...doc, sides: [{ ...doc.sides[0]!, background: '#FFEEDD' }] },
      }),
    })
    const res = (await designAction({ request, params: { designId: id }, context: {} })) as Response
    expect(res.status).toBe(200)
    const row = await prisma.design.findUniqueOrThrow({ where: { id } })
    expect((row.document as DesignDocument).sides[0]!.background).toBe('#ffeedd')
  })

  test('an invalid document is a 400 with issues and nothing is written', async () => {
    const { cookie } = await signedInUser()
    const card = await product('standard-visiting-cards')
    const { body } = await createDesign(cookie, card.id)
    const id = body.design.id as string
    const before = await prisma.design.findUniqueOrThrow({ where: { id } })

    const broken = structuredClone(await templateOf(card.id)) as unknown as {
      sides: { elements: { fontFamily: string }[] }[]
    }
    broken.sides[0]!.elements[0]!.fontFamily = 'Comic Sans'
    const res = await callRoute(designAction, `/api/designs/${id}`, {
      method: 'PUT',
      params: { designId: id },
      json: { document: broken },
      headers: { Cookie: cookie },
    })
    expect(res.status).toBe(400)
    const answer = await json(res)
    expect(answer.message).toMatch(/not a valid design/)
    expect(answer.issues[0].path).toEqual(['sides', 0, 'elements', 0, 'fontFamily'])
    const after = await prisma.design.findUniqueOrThrow({ where: { id } })
    expect(after.updatedAt).toEqual(before.updatedAt)
    expect(after.document).toEqual(before.document)

    const count = await prisma.design.count()
    const bad = await createDesign(cookie, card.id, { version: 2 })
    expect(bad.status).toBe(400)
    const notJson = await callRoute(designAction, `/api/designs/${id}`, {
      method: 'PUT',
      params: { designId: id },
      form: { document: 'x' },
      headers: { Cookie: cookie },
    })
    expect(notJson.status).toBe(400)
    expect(await prisma.design.count()).toBe(count)
  })

  test('images must be existing uploads of the user (or anonymous)', async () => {
    const { user, cookie } = await signedInUser()
    const other = await signedInUser()
    const card = await product('standard-visiting-cards')
    const doc = (await templateOf(card.id)) as DesignDocument
    const withImage = (uploadId: string) => ({
      ...doc,
      sides: [
        {
          ...doc.sides[0]!,
          elements: [
            ...doc.sides[0]!.elements,
            {
              id: 'img',
              type: 'image',
              uploadId,
              x: 10,
              y: 10,
              width: 20,
              height: 20,
              naturalWidth: 600,
              naturalHeight: 600,
            },
          ],
        },
      ],
    })
    expect((await createDesign(cookie, card.id, withImage('nope'))).status).toBe(400)
    const theirs = await anUpload(other.user.id)
    expect((await createDesign(cookie, card.id, withImage(theirs.id))).status).toBe(400)
    const mine = await anUpload(user.id)
    expect((await createDesign(cookie, card.id, withImage(mine.id))).status).toBe(201)
    const anonymous = await anUpload(null)
    expect((await createDesign(cookie, card.id, withImage(anonymous.id))).status).toBe(201)
  })

  test("another user's design is a 404 for every call; unknown product 404", async () => {
    const owner = await signedInUser()
    const stranger = await signedInUser()
    const card = await product('standard-visiting-cards')
    const { body } = await createDesign(owner.cookie, card.id)
    const id = body.design.id as string
    const headers = { Cookie: stranger.cookie }
    const params = { designId: id }
    expect((await callRoute(designLoader, `/api/designs/${id}`, { params, headers })).status).toBe(
      404,
    )
    const put = await callRoute(designAction, `/api/designs/${id}`, {
      method: 'PUT',
      params,
      json: { document: await templateOf(card.id) },
      headers,
    })
    expect(put.status).toBe(404)
    expect(
      (await callRoute(designAction, `/api/designs/${id}`, { method: 'DELETE', params, headers }))
        .status,
    ).toBe(404)
    expect(
      (await callRoute(proofLoader, `/api/designs/${id}/proof.pdf`, { params, headers })).status,
    ).toBe(404)
    expect(await prisma.design.count({ where: { id } })).toBe(1)

    expect(
      (await createDesign(owner.cookie, 'no-such-product', await templateOf(card.id))).status,
    ).toBe(404)
    await expect(loadEditorState(null, 'no-such-product')).rejects.toMatchObject({ status: 404 })
  })

  test('delete removes the design', async () => {
    const { cookie } = await signedInUser()
    const card = await product('standard-visiting-cards')
    const { body } = await createDesign(cookie, card.id)
    const id = body.design.id as string
    const res = await callRoute(designAction, `/api/designs/${id}`, {
      method: 'DELETE',
      params: { designId: id },
      headers: { Cookie: cookie },
    })
    expect(res.status).toBe(200)
    expect(await prisma.design.count({ where: { id } })).toBe(0)
  })

  test('the proof downloads as a PDF named after the product, with crop marks on request', async () => {
    const { cookie } = await signedInUser()
    const card = await product('loyalty-cards')
    const { body } = await createDesign(cookie, card.id)
    const id = body.design.id as string
    const res = await callRoute(proofLoader, `/api/designs/${id}/proof.pdf`, {
      params: { designId: id },
      headers: { Cookie: cookie },
    })
    expect(res.status).toBe(200)
    expect(res.response!.headers.get('Content-Type')).toBe('application/pdf')
    expect(res.response!.headers.get('Content-Disposition')).toBe(
      'attachment; filename="loyalty-cards-proof.pdf"',
    )
    const pdf = Buffer.from(await res.response!.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2)

    const marked = await callRoute(proofLoader, `/api/designs/${id}/proof.pdf?marks=1`, {
      params: { designId: id },
      headers: { Cookie: cookie },
    })
    const withMarks = Buffer.from(await marked.response!.arrayBuffer()).toString('latin1')
    const media = /\/MediaBox \[0 0 ([\d.]+)/.exec(withMarks)![1]
    expect(Number(media)).toBeCloseTo(((89 + 6 + 20) * 72) / 25.4, 2)
  })
})

test('the proof embeds the uploaded image read back from the uploads store', async () => {
  const { user, cookie } = await signedInUser()
  const card = await product('standard-visiting-cards')
  const jpeg = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#2255aa' },
  })
    .jpeg()
    .toBuffer()
  const upload = await saveImageUpload(new Blob([new Uint8Array(jpeg)]), {
    owner: { userId: user.id },
    ip: '127.0.0.1',
  })
  const doc = (await templateOf(card.id)) as DesignDocument
  const withPhoto = {
    ...doc,
    sides: [
      {
        ...doc.sides[0]!,
        elements: [
          {
            id: 'photo',
            type: 'image',
            uploadId: upload.id,
            x: 5,
            y: 5,
            width: 30,
            height: 20,
            naturalWidth: 600,
            naturalHeight: 400,
          },
        ],
      },
    ],
  }
  const { body } = await createDesign(cookie, card.id, withPhoto)
  const id = body.design.id as string
  const res = await callRoute(proofLoader, `/api/designs/${id}/proof.pdf`, {
    params: { designId: id },
    headers: { Cookie: cookie },
  })
  const pdf = Buffer.from(await res.response!.arrayBuffer()).toString('latin1')
  expect(pdf).toMatch(/\/Subtype \/Image[\s\S]*\/Width 600/)
})

async function trimOf(id: string) {
  const d = (await prisma.design.findUniqueOrThrow({ where: { id } })).document as DesignDocument
  return [d.trimWidthMm, d.trimHeightMm]
}

describe('cart with a design', () => {
  test('the product form post stores the design, its preview and the server preflight', async () => {
    const { user, cookie } = await signedInUser()
    const card = await product('standard-visiting-cards')
    const doc = (await templateOf(card.id)) as DesignDocument
    // One element crossing the safe area, so the stored preflight has something to say.
    const moved = structuredClone(doc)
    moved.sides[0]!.elements[0]!.x = 1
    const { body } = await createDesign(cookie, card.id, moved, 'Aarav card')
    const designId = body.design.id as string
    const preview = await anUpload(user.id, 400, 300)

    const form = {
      intent: 'add',
      qty: String(card.quantityTiers[0]!.quantity),
      designId,
      previewUploadId: preview.id,
      // The browser cannot name a price or a preflight: both are ignored.
      price: '1',
      preflight: '[]',
    }
    // A warning needs the shopper's "I have checked my proof".
    const unchecked = await callRoute(cartAction, `/cart?productId=${card.id}`, {
      form,
      headers: { Cookie: cookie },
    })
    expect(unchecked.status).toBe(400)
    expect(unchecked.data.error).toContain('I have checked my proof')
    expect(await prisma.cartItem.count({ where: { designId } })).toBe(0)
    const res = await callRoute(cartAction, `/cart?productId=${card.id}`, {
      form: { ...form, proofChecked: 'on' },
      headers: { Cookie: cookie },
    })
    expect(res.status).toBe(303)
    const cartCookie = cookieFrom(res.headers)
    const item = await prisma.cartItem.findFirstOrThrow({ where: { designId } })
    expect(item.previewUploadId).toBe(preview.id)
    expect(item.preflight).toMatchObject([{ code: 'outside-safe', severity: 'warning' }])
    expect(item.proofCheckedAt).toBeInstanceOf(Date)
    expect(
      (await prisma.design.findUniqueOrThrow({ where: { id: designId } })).previewUploadId,
    ).toBe(preview.id)

    const page = await callRoute(cartLoader, '/cart', {
      headers: { Cookie: `${cookie}; ${cartCookie}` },
    })
    const line = page.data.cart.items[0]!
    // Setting the design's preview is not an edit: the line is not flagged as changed (issue 20).
    expect(line.designChanged).toBe(false)
    expect(line.imageUrl).toBe(`/api/images/${preview.id}`)
    expect(line.design).toEqual({
      id: designId,
      name: 'Aarav card',
      editUrl: `/designer/${card.id}?design=${designId}`,
      proofUrl: `/api/designs/${designId}/proof.pdf`,
    })
    expect(line.pricePerUnitPaise).toBe(card.quantityTiers[0]!.pricePaise)

    // Adding the same design again makes its own line (designs never merge).
    await callRoute(cartAction, `/cart?productId=${card.id}`, {
      form: {
        intent: 'add',
        qty: String(card.quantityTiers[0]!.quantity),
        designId,
        proofChecked: 'on',
      },
      headers: { Cookie: `${cookie}; ${cartCookie}` },
    })
    expect(await prisma.cartItem.count({ where: { designId } })).toBe(2)
  })

  test('POST /api/cart/item with designId and cropped_image_id', async () => {
    const { user, cookie } = await signedInUser()
    const card = await product('standard-visiting-cards')
    const { body } = await createDesign(cookie, card.id)
    const designId = body.design.id as string
    const preview = await anUpload(user.id)
    const res = await callRoute(addApiAction, '/api/cart/item', {
      json: { productId: card.id, designId, cropped_image_id: preview.id, quantity: 2 },
      headers: { Cookie: cookie },
    })
    expect(res.status).toBe(201)
    const answer = await json(res)
    expect(answer.item).toMatchObject({ designId, cropped_image_id: preview.id, preflight: [] })
    const item = await prisma.cartItem.findUniqueOrThrow({ where: { id: answer.item.id } })
    expect(item).toMatchObject({
      designId,
      previewUploadId: preview.id,
      uploadId: null,
      quantity: 2,
    })

    const cart = await json(
      await callRoute(apiCartLoader, '/api/cart', {
        headers: { Cookie: `${cookie}; ${cookieFrom(res.response!.headers)}` },
      }),
    )
    expect(cart.items[0]).toMatchObject({ designId, cropped_image_id: preview.id, preflight: [] })
  })

  test("refused: signed out, another user's design, a design for another product", async () => {
    const owner = await signedInUser()
    const stranger = await signedInUser()
    const card = await product('standard-visiting-cards')
    const square = await product('square-visiting-cards')
    const { body } = await createDesign(owner.cookie, card.id)
    const designId = body.design.id as string
    const add = (productId: string, cookie: string) =>
      callRoute(addApiAction, '/api/cart/item', {
        json: { productId, designId },
        headers: cookie ? { Cookie: cookie } : {},
      })
    expect((await add(card.id, '')).status).toBe(401)
    expect((await add(card.id, stranger.cookie)).status).toBe(404)
    expect((await add(square.id, owner.cookie)).status).toBe(400)
    const form = await callRoute(cartAction, `/cart?productId=${card.id}`, {
      form: { intent: 'add', qty: String(card.quantityTiers[0]!.quantity), designId },
      headers: { Cookie: stranger.cookie },
    })
    expect(form.status).toBe(404)
    expect(await prisma.cartItem.count({ where: { designId } })).toBe(0)
  })
})
