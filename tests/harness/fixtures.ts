/**
 * The people and things the harness tests act on (tests/integration/access-matrix.test.ts and
 * fuzz.test.ts): an anonymous visitor, a customer with an order (with a design and a proof), an
 * address, a saved design and an upload, another customer who owns none of them, and an admin.
 * Every request gets a fresh session, so a probe that signs out cannot spoil the next one.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { loadEditorState } from '#app/server/designs/designs.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { assignInvoiceNumber } from '#app/server/billing/invoices.server.ts'
import { proofToken } from '#app/server/orders/proof-link.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { KARNATAKA } from '#tests/setup/address.ts'

export const IDENTITIES = ['anonymous', 'customer', 'other', 'admin'] as const
export type Identity = (typeof IDENTITIES)[number]

export interface Fixtures {
  users: Record<Exclude<Identity, 'anonymous'>, { id: string; email: string }>
  /** Values for the `:name` placeholders of the harness URLs. */
  params: Record<string, string>
}

let made = 0

export async function makeFixtures(): Promise<Fixtures> {
  const stamp = `${Date.now().toString(36)}${made++}`
  const user = (name: string, isAdmin = false) =>
    prisma.user.create({
      data: { email: `${name}-${stamp}@example.com`, firstName: 'Asha', lastName: 'Rao', isAdmin },
      select: { id: true, email: true },
    })
  const [customer, other, admin] = [
    await user('customer'),
    await user('other'),
    await user('admin', true),
  ]

  const product = await prisma.product.findUniqueOrThrow({
    where: { slug: 'standard-visiting-cards' },
    include: { category: true },
  })
  // The product's starting template, as the designer opens it.
  const { document } = (await loadEditorState(null, product.id)).design
  const design = await prisma.design.create({
    data: {
      userId: customer.id,
      productId: product.id,
      name: 'My card',
      document: document as object,
    },
  })
  const address = await prisma.address.create({
    data: { userId: customer.id, ...KARNATAKA, isDefault: true },
  })

  const uploadId = `harness${stamp}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer()
  await fs.mkdir(getEnv().UPLOADS_DIR, { recursive: true })
  await fs.writeFile(path.join(getEnv().UPLOADS_DIR, uploadId), png)
  await prisma.upload.create({
    data: {
      id: uploadId,
      userId: customer.id,
      storage: 'LOCAL',
      key: uploadId,
      url: `/api/images/${uploadId}`,
      mimeType: 'image/png',
      width: 64,
      height: 64,
      bytes: png.length,
    },
  })

  const order = await prisma.order.create({
    data: {
      number: `PS-29${String(made).padStart(4, '0')}`,
      userId: customer.id,
      email: customer.email,
      phone: '9876543210',
      status: 'PAID',
      subtotalPaise: 29_900,
      shippingPaise: 0,
      totalPaise: 29_900,
      taxPaise: 4561,
      cgstPaise: 2280,
      sgstPaise: 2281,
      igstPaise: 0,
      placeOfSupply: 'Karnataka',
      shippingAddress: KARNATAKA,
      paidAt: new Date(),
      items: {
        create: [
          {
            productId: product.id,
            productName: product.name,
            productSlug: product.slug,
            options: [],
            selection: {},
            hsnCode: '4911',
            gstRateBp: 1800,
            taxPaise: 4561,
            tierQuantity: 100,
            quantity: 1,
            unitPricePaise: 29_900,
            totalPaise: 29_900,
            designId: design.id,
            designSnapshot: { name: 'My card', document: document as object },
          },
        ],
      },
      events: { create: [{ status: 'PAID', note: 'Payment received', actor: 'razorpay' }] },
    },
    include: { items: true },
  })
  await assignInvoiceNumber(prisma, order.id, new Date())

  return {
    users: { customer, other, admin },
    params: {
      customer: customer.id,
      order: order.id,
      orderNumber: order.number,
      item: order.items[0]!.id,
      proofToken: proofToken(order.items[0]!.id, 0),
      address: address.id,
      design: design.id,
      designDocument: JSON.stringify(document),
      upload: uploadId,
      product: product.id,
      productSlug: product.slug,
      category: product.category.slug,
      gift: 'for-her',
    },
  }
}

/** A fresh session cookie for `who` (none for the anonymous visitor). */
export async function cookieFor(fixtures: Fixtures, who: Identity) {
  if (who === 'anonymous') return null
  const { setCookie } = await createSession(fixtures.users[who].id)
  return setCookie.split(';')[0]!
}

/** A URL of the table with its `:name` placeholders filled in. */
export function fillUrl(url: string, params: Record<string, string>) {
  return url.replace(/:([A-Za-z]+)/g, (whole, name: string) => params[name] ?? whole)
}
