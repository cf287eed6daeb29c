/**
 * Categories in the admin (issue 24, decision 055): staff create, rename (the old address answers
 * 301), order by Up/Down and by a drag's whole order, and delete only an empty category; a refused
 * change writes nothing and every change is in the history; the store shows the new order at once.
 */
import { describe, expect, test } from 'vitest'
import {
  action as editAction,
  loader as editLoader,
} from '#app/routes/admin.categories.$categoryId.tsx'
import { action as listAction, loader as listLoader } from '#app/routes/admin.categories._index.tsx'
import { loader as categoryPage } from '#app/routes/product-category.$slug.tsx'
import { getShopFilters } from '#app/server/catalog/browse.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { CATEGORY_MESSAGES } from '#app/utils/admin-categories.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { signedInAdmin } from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

type Refused = { message: string; errors: Record<string, string[]>; draft?: { name: string } }

const list = (headers: HeadersInit, form: Record<string, string | string[]>) =>
  callRoute(listAction, '/admin/categories', { headers, form })
const edit = (id: string, headers: HeadersInit, form: Record<string, string | string[]>) =>
  callRoute(editAction, `/admin/categories/${id}`, { params: { categoryId: id }, headers, form })
const order = async () =>
  await prisma.category.findMany({ orderBy: { position: 'asc' }, select: { id: true, slug: true } })

describe('categories in the admin', () => {
  test('create, rename with a 301 from the old address, and the history says who and what', async () => {
    const { user, headers } = await signedInAdmin()
    const created = await list(headers, {
      intent: 'create',
      name: 'Wedding cards',
      slug: '',
      description: 'Invitations and thank-you cards.',
    })
    expect(created.status).toBe(303)
    const row = await prisma.category.findUniqueOrThrow({ where: { slug: 'wedding-cards' } })
    expect((await order()).at(-1)!.id).toBe(row.id)

    const opened = await callRoute(editLoader, `/admin/categories/${row.id}`, {
      params: { categoryId: row.id },
      headers,
    })
    const saved = await edit(row.id, headers, {
      intent: 'save',
      version: opened.data.category.version,
      name: 'Wedding stationery',
      slug: 'wedding-stationery',
      description: 'Invitations and thank-you cards.',
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toContain('notice=saved')

    const old = await callRoute(categoryPage, '/product-category/wedding-cards?page=1', {
      params: { slug: 'wedding-cards' },
    })
    expect(old.status).toBe(301)
    expect(old.headers.get('Location')).toBe('/product-category/wedding-stationery?page=1')
    const page = await callRoute(categoryPage, '/product-category/wedding-stationery', {
      params: { slug: 'wedding-stationery' },
    })
    expect(page.status).toBe(200)

    const history = await prisma.catalogChange.findMany({
      where: { subjectId: row.id },
      orderBy: { createdAt: 'asc' },
    })
    expect(history.map((h) => [h.action, h.actor])).toEqual([
      ['created', user.email],
      ['edited', user.email],
    ])
    expect(history[1]!.changes).toEqual([
      { field: 'name', before: 'Wedding cards', after: 'Wedding stationery' },
      { field: 'slug', before: 'wedding-cards', after: 'wedding-stationery' },
    ])

    // Saving over a version someone else changed meanwhile writes nothing.
    const stale = await edit(row.id, headers, {
      intent: 'save',
      version: opened.data.category.version,
      name: 'Something else',
      slug: 'wedding-stationery',
      description: 'x',
    })
    expect(stale.status).toBe(409)
    expect((stale.data as Refused).message).toBe(CATEGORY_MESSAGES.stale)
    expect((await prisma.category.findUniqueOrThrow({ where: { id: row.id } })).name).toBe(
      'Wedding stationery',
    )
  })

  test('a taken or malformed address and an empty name are refused beside the field, keeping what was typed', async () => {
    const { headers } = await signedInAdmin()
    const before = await prisma.category.count()
    const taken = await list(headers, {
      intent: 'create',
      name: 'Cards again',
      slug: 'visiting-cards',
      description: 'A second one.',
    })
    expect(taken.status).toBe(400)
    expect((taken.data as Refused).errors.slug).toEqual([CATEGORY_MESSAGES.slugTaken])
    expect((taken.data as Refused).draft?.name).toBe('Cards again')

    const bad = await list(headers, {
      intent: 'create',
      name: '',
      slug: 'Bad Slug!',
      description: '',
    })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.data as Refused).errors).sort()).toEqual([
      'description',
      'name',
      'slug',
    ])
    expect(await prisma.category.count()).toBe(before)
  })

  test('Up/Down and a drag put categories in order, and the shop lists them in that order', async () => {
    const { headers } = await signedInAdmin()
    const start = await order()
    const [first, second] = start
    const up = await list(headers, { intent: `move:${second!.id}:up` })
    expect(up.status).toBe(303)
    const afterUp = await order()
    expect(afterUp.slice(0, 2).map((c) => c.id)).toEqual([second!.id, first!.id])
    expect((await getShopFilters()).categories.slice(0, 2).map((c) => c.slug)).toEqual([
      second!.slug,
      first!.slug,
    ])

    // The drag posts every id in the new order.
    const reversed = afterUp.map((c) => c.id).reverse()
    const dragged = await list(headers, { intent: 'reorder', order: reversed })
    expect(dragged.status).toBe(303)
    expect((await order()).map((c) => c.id)).toEqual(reversed)

    // An order missing a category (one was added meanwhile) moves nothing.
    const partial = await list(headers, { intent: 'reorder', order: reversed.slice(1) })
    expect(partial.status).toBe(409)
    expect((await order()).map((c) => c.id)).toEqual(reversed)

    const history = await callRoute(listLoader, '/admin/categories', { headers })
    expect(history.data.history[0]).toMatchObject({ action: 'reordered' })
  })

  test('a category with products cannot be deleted; an empty one can', async () => {
    const { headers } = await signedInAdmin()
    const busy = await prisma.category.findFirstOrThrow({ where: { products: { some: {} } } })
    const count = await prisma.product.count({ where: { categoryId: busy.id } })
    const refused = await edit(busy.id, headers, { intent: 'delete' })
    expect(refused.status).toBe(400)
    expect((refused.data as Refused).message).toBe(CATEGORY_MESSAGES.notEmpty(count))
    expect(await prisma.category.findUnique({ where: { id: busy.id } })).not.toBeNull()

    const empty = await prisma.category.create({
      data: { slug: 'empty-one', name: 'Empty', description: 'Nothing yet.', position: 99 },
    })
    const deleted = await list(headers, { intent: `delete:${empty.id}` })
    expect(deleted.status).toBe(303)
    expect(await prisma.category.findUnique({ where: { id: empty.id } })).toBeNull()
    expect(
      await prisma.catalogChange.count({ where: { subjectId: empty.id, action: 'deleted' } }),
    ).toBe(1)
  })
})
