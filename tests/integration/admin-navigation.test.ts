/**
 * The mega-menus and the home page's groups in the admin (issue 24, decision 055): staff rename,
 * add and remove products, add and delete columns and put every list in order by Up/Down or a
 * drag; the layout's menu HTML and the home groups change at once (catalog version); a refused
 * change writes nothing; every change is in the history.
 */
import { describe, expect, test } from 'vitest'
import { getLayoutHtml } from '#app/layout-html.server.tsx'
import {
  action as itemAction,
  loader as itemLoader,
} from '#app/routes/admin.navigation.$collectionId/route.tsx'
import { action as listAction } from '#app/routes/admin.navigation._index.tsx'
import { getHomeGroups } from '#app/server/catalog/catalog.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { NAVIGATION_MESSAGES } from '#app/utils/admin-categories.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { signedInAdmin } from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const post = (id: string, headers: HeadersInit, form: Record<string, string | string[]>) =>
  callRoute(itemAction, `/admin/navigation/${id}`, { params: { collectionId: id }, headers, form })
const menuTitles = (html: string) =>
  [...html.matchAll(/<summary[^>]*>([^<]+)<\/summary>/g)].map((m) => m[1])

describe('menus and home groups in the admin', () => {
  test('renaming a menu column changes the menu HTML every page carries', async () => {
    const { user, headers } = await signedInAdmin()
    const column = await prisma.collection.findFirstOrThrow({
      where: { kind: 'MENU_COLUMN', title: 'Visiting Cards' },
    })
    expect((await getLayoutHtml()).menus).toContain('>Visiting Cards<')
    const saved = await post(column.id, headers, {
      intent: 'save',
      title: 'Business Cards',
      subtitle: '',
    })
    expect(saved.status).toBe(303)
    const html = (await getLayoutHtml()).menus
    expect(html).toContain('>Business Cards<')
    expect(html).not.toContain('>Visiting Cards<')
    const history = await prisma.catalogChange.findFirstOrThrow({ where: { subjectId: column.id } })
    expect(history).toMatchObject({ actor: user.email, action: 'edited' })
    expect(history.changes).toEqual([
      { field: 'title', before: 'Visiting Cards', after: 'Business Cards' },
    ])
  })

  test('dragging the mega-menus into a new order reorders the header', async () => {
    const { headers } = await signedInAdmin()
    const menus = await prisma.collection.findMany({
      where: { kind: 'MEGA_MENU' },
      orderBy: { position: 'asc' },
    })
    const reversed = menus.map((m) => m.id).reverse()
    const moved = await callRoute(listAction, '/admin/navigation', {
      headers,
      form: { intent: 'reorder', list: 'MEGA_MENU', order: reversed },
    })
    expect(moved.status).toBe(303)
    const titles = menuTitles((await getLayoutHtml()).menus)
    expect(titles[0]).toBe('Photo Gifts')
    expect(titles.at(-1)).toBe('Business Cards &amp; Stationery')

    // Up on the second menu puts it first; an order missing a menu moves nothing (409).
    const up = await callRoute(listAction, '/admin/navigation', {
      headers,
      form: { intent: `move:${reversed[1]}:up`, list: 'MEGA_MENU' },
    })
    expect(up.status).toBe(303)
    expect(menuTitles((await getLayoutHtml()).menus)[0]).toBe('Events &amp; Weddings')
    const stale = await callRoute(listAction, '/admin/navigation', {
      headers,
      form: { intent: 'reorder', list: 'MEGA_MENU', order: reversed.slice(1) },
    })
    expect(stale.status).toBe(409)
  })

  test('a home group: add a product found by name, move it up, remove it', async () => {
    const { headers } = await signedInAdmin()
    const group = await prisma.collection.findFirstOrThrow({ where: { kind: 'HOME_GROUP' } })
    const outside = await prisma.product.findFirstOrThrow({
      where: { active: true, collectionItems: { none: { collectionId: group.id } } },
      orderBy: { position: 'asc' },
    })
    const search = await callRoute(
      itemLoader,
      `/admin/navigation/${group.id}?q=${encodeURIComponent(outside.name)}`,
      {
        params: { collectionId: group.id },
        headers,
      },
    )
    expect(search.data.found.map((p) => p.id)).toContain(outside.id)

    expect((await post(group.id, headers, { intent: `add:${outside.id}` })).status).toBe(303)
    let cards = (await getHomeGroups()).find((g) => g.slug === group.slug)!.products
    expect(cards.at(-1)!.slug).toBe(outside.slug)

    const again = await post(group.id, headers, { intent: `add:${outside.id}` })
    expect(again.status).toBe(400)
    expect(again.data).toMatchObject({ message: NAVIGATION_MESSAGES.productThere })

    expect(
      (await post(group.id, headers, { intent: `move:${outside.id}:up`, list: 'products' })).status,
    ).toBe(303)
    cards = (await getHomeGroups()).find((g) => g.slug === group.slug)!.products
    expect(cards.at(-2)!.slug).toBe(outside.slug)

    expect((await post(group.id, headers, { intent: `remove:${outside.id}` })).status).toBe(303)
    cards = (await getHomeGroups()).find((g) => g.slug === group.slug)!.products
    expect(cards.map((c) => c.slug)).not.toContain(outside.slug)
    const actions = await prisma.catalogChange.findMany({
      where: { subjectId: group.id },
      orderBy: { createdAt: 'asc' },
      select: { action: true },
    })
    expect(actions.map((a) => a.action)).toEqual(['product-added', 'reordered', 'product-removed'])
  })

  test('refusals write nothing: an unknown product, an empty title, a column that still has links', async () => {
    const { headers } = await signedInAdmin()
    const group = await prisma.collection.findFirstOrThrow({ where: { kind: 'HOME_GROUP' } })
    const items = await prisma.collectionItem.count({ where: { collectionId: group.id } })
    const unknown = await post(group.id, headers, { intent: 'add:no-such-product' })
    expect(unknown.status).toBe(400)
    const empty = await post(group.id, headers, { intent: 'save', title: '  ', subtitle: 'x' })
    expect(empty.status).toBe(400)
    expect(empty.data).toMatchObject({ errors: { title: [NAVIGATION_MESSAGES.titleRequired] } })
    expect((await prisma.collection.findUniqueOrThrow({ where: { id: group.id } })).title).toBe(
      group.title,
    )
    expect(await prisma.collectionItem.count({ where: { collectionId: group.id } })).toBe(items)

    const column = await prisma.collection.findFirstOrThrow({
      where: { kind: 'MENU_COLUMN', items: { some: {} } },
    })
    const busy = await post(column.id, headers, { intent: 'delete-column' })
    expect(busy.status).toBe(400)
    expect(await prisma.collection.findUnique({ where: { id: column.id } })).not.toBeNull()

    const gift = await prisma.collection.findFirstOrThrow({ where: { kind: 'GIFT' } })
    expect(
      (await post(gift.id, headers, { intent: 'save', title: 'x', subtitle: '' })).status,
    ).toBe(404)
  })

  test('a new column appears in its menu; an empty one can be deleted', async () => {
    const { headers } = await signedInAdmin()
    const menu = await prisma.collection.findFirstOrThrow({
      where: { kind: 'MEGA_MENU', slug: 'photo-gifts' },
    })
    const added = await post(menu.id, headers, { intent: 'add-column', columnTitle: 'Calendars' })
    expect(added.status).toBe(303)
    const column = await prisma.collection.findFirstOrThrow({
      where: { parentId: menu.id, title: 'Calendars' },
    })
    const calendar = await prisma.product.findFirstOrThrow({ where: { active: true } })
    await post(column.id, headers, { intent: `add:${calendar.id}` })
    expect((await getLayoutHtml()).menus).toContain('>Calendars<')
    await post(column.id, headers, { intent: `remove:${calendar.id}` })
    const deleted = await post(column.id, headers, { intent: 'delete-column' })
    expect(deleted.status).toBe(303)
    expect(deleted.headers.get('Location')).toContain(`/admin/navigation/${menu.id}`)
    expect(await prisma.collection.findUnique({ where: { id: column.id } })).toBeNull()
  })
})
