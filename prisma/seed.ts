import crypto from 'node:crypto'
import { DEFAULT_HSN, HSN_BY_SLUG } from './catalog/hsn.ts'
import { SAME_DAY_SLUGS } from './catalog/same-day.ts'
import { Prisma, type CollectionKind, type PrismaClient } from '@prisma/client'
import {
  categories,
  giftCollections,
  homeGroups,
  landingPages,
  megaMenus,
  printSpecColumns,
  products,
  shopByNeed,
  type ProductGroupData,
} from './catalog/index.ts'

/**
 * Writes the whole catalog (categories, products with options, tiers and print specs, menus,
 * collections, landing pages) into an empty database: a dozen bulk inserts in one transaction, so
 * a failure leaves nothing half-written. Ids are made here so rows can reference each other.
 */
export async function seedCatalog(prisma: PrismaClient) {
  const newId = () => crypto.randomUUID()
  const categoryIds = new Map(categories.map((c) => [c.slug, newId()]))
  const productIds = new Map(products.map((p) => [p.slug, newId()]))
  const productId = (slug: string, where: string) => {
    const id = productIds.get(slug)
    if (!id) throw new Error(`${where}: unknown product ${slug}`)
    return id
  }

  const optionRows: Prisma.ProductOptionCreateManyInput[] = []
  const valueRows: Prisma.ProductOptionValueCreateManyInput[] = []
  const tierRows: Prisma.QuantityTierCreateManyInput[] = []
  const productRows: Prisma.ProductCreateManyInput[] = products.map((p, position) => {
    const id = productId(p.slug, 'products')
    const categoryId = categoryIds.get(p.category)
    if (!categoryId) throw new Error(`Product ${p.slug}: unknown category ${p.category}`)
    for (const tier of p.quantityTiers) tierRows.push({ productId: id, ...tier })
    for (const [optionPosition, option] of p.options.entries()) {
      const optionId = newId()
      optionRows.push({
        id: optionId,
        productId: id,
        key: option.key,
        label: option.label,
        position: optionPosition,
      })
      const hasDefault = option.values.some((v) => v.default)
      for (const [valuePosition, v] of option.values.entries()) {
        valueRows.push({
          optionId,
          key: v.key,
          label: v.label,
          priceDeltaBp: v.priceDeltaBp ?? 0,
          trimWidthMm: v.trimWidthMm ?? null,
          trimHeightMm: v.trimHeightMm ?? null,
          isDefault: hasDefault ? Boolean(v.default) : valuePosition === 0,
          position: valuePosition,
        })
      }
    }
    return {
      id,
      slug: p.slug,
      name: p.name,
      shortDescription: p.shortDescription,
      description: p.description,
      categoryId,
      hot: p.hot ?? false,
      position,
      unitSingular: p.unit[0],
      unitPlural: p.unit[1],
      productionDays: p.productionDays,
      highlights: p.highlights,
      keywords: p.keywords ?? [],
      ...printSpecColumns(p.printSpec),
      artKind: p.art.kind,
      artPalette: [...p.art.palette],
      artSample: p.art.sample,
      templateKind: p.templateKind,
      hsnCode: HSN_BY_SLUG[p.slug] ?? DEFAULT_HSN,
      sameDay: SAME_DAY_SLUGS.has(p.slug),
    }
  })

  const collectionRows: Prisma.CollectionCreateManyInput[] = []
  const itemRows: Prisma.CollectionItemCreateManyInput[] = []
  const addGroups = (kind: CollectionKind, groups: ProductGroupData[]) => {
    for (const [position, group] of groups.entries()) {
      const id = newId()
      collectionRows.push({
        id,
        kind,
        slug: group.slug,
        title: group.title,
        subtitle: group.subtitle,
        position,
      })
      group.products.forEach((slug, i) =>
        itemRows.push({
          collectionId: id,
          productId: productId(slug, `${kind} ${group.slug}`),
          position: i,
        }),
      )
    }
  }
  for (const [position, menu] of megaMenus.entries()) {
    const parentId = newId()
    collectionRows.push({
      id: parentId,
      kind: 'MEGA_MENU',
      slug: menu.slug,
      title: menu.name,
      subtitle: menu.blurb,
      position,
    })
    for (const [columnPosition, column] of menu.columns.entries()) {
      const id = newId()
      collectionRows.push({
        id,
        kind: 'MENU_COLUMN',
        slug: `${menu.slug}--${columnPosition}`,
        title: column.title,
        position: columnPosition,
        parentId,
      })
      column.links.forEach((link, i) =>
        itemRows.push({
          collectionId: id,
          productId: productId(link.product, `menu ${menu.slug}`),
          position: i,
          badge: link.badge ?? null,
        }),
      )
    }
  }
  addGroups('HOME_GROUP', homeGroups)
  addGroups('GIFT', giftCollections)
  addGroups('NEED', shopByNeed)
  addGroups(
    'LANDING',
    landingPages.map((page) => ({
      slug: page.slug,
      title: page.title,
      subtitle: page.headline,
      products: page.products,
    })),
  )

  await prisma.$transaction([
    prisma.category.createMany({
      data: categories.map((c, position) => ({ id: categoryIds.get(c.slug)!, ...c, position })),
    }),
    prisma.product.createMany({ data: productRows }),
    prisma.quantityTier.createMany({ data: tierRows }),
    prisma.productOption.createMany({ data: optionRows }),
    prisma.productOptionValue.createMany({ data: valueRows }),
    prisma.collection.createMany({ data: collectionRows }),
    prisma.collectionItem.createMany({ data: itemRows }),
    prisma.landingPage.createMany({
      data: landingPages.map((page) => ({
        slug: page.slug,
        title: page.title,
        headline: page.headline,
        intro: page.intro,
        sections: page.sections as unknown as Prisma.InputJsonValue,
        faqs: page.faqs as unknown as Prisma.InputJsonValue,
        priceTable: page.priceTable
          ? (page.priceTable as unknown as Prisma.InputJsonValue)
          : Prisma.JsonNull,
      })),
    }),
  ])
}

/** True when the catalog has not been seeded yet. */
export async function isCatalogEmpty(prisma: PrismaClient) {
  return (await prisma.product.count()) === 0
}

export const DEMO_CUSTOMER = {
  email: 'demo@printstudio.test',
  password: 'Demo@12345',
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
}
export const DEMO_ADMIN = {
  email: 'admin@printstudio.test',
  password: 'Admin@12345',
  firstName: 'Vikram',
  lastName: 'Shah',
  phone: '9876501234',
}

/**
 * Demo accounts for the embedded database only (never on a real database): a customer with a saved
 * address and three past orders, and an admin. Idempotent.
 */
export async function seedDemoUsers(
  prisma: PrismaClient,
  hashPassword: (p: string) => Promise<string>,
) {
  for (const [account, isAdmin] of [
    [DEMO_CUSTOMER, false],
    [DEMO_ADMIN, true],
  ] as const) {
    const existing = await prisma.user.findUnique({ where: { email: account.email } })
    if (existing) continue
    await prisma.user.create({
      data: {
        email: account.email,
        phone: account.phone,
        firstName: account.firstName,
        lastName: account.lastName,
        isAdmin,
        password: { create: { hash: await hashPassword(account.password) } },
        addresses: isAdmin
          ? undefined
          : {
              create: {
                name: `${account.firstName} ${account.lastName}`,
                phone: account.phone,
                line1: '14, 2nd Cross, Indiranagar',
                landmark: 'Near CMH Road metro',
                city: 'Bengaluru',
                state: 'Karnataka',
                pinCode: '560038',
                isDefault: true,
              },
            },
      },
    })
  }
  await seedDemoOrders(prisma)
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Three past orders of the demo customer (delivered, shipped, in production), so the account's
 * order pages show real data before checkout exists. Prices come from the seeded tiers and option
 * surcharges. Idempotent: skipped when the customer already has orders.
 */
export async function seedDemoOrders(prisma: PrismaClient, now = new Date()) {
  const user = await prisma.user.findUnique({
    where: { email: DEMO_CUSTOMER.email },
    include: { addresses: { where: { isDefault: true } }, _count: { select: { orders: true } } },
  })
  if (!user || user._count.orders > 0) return
  const address = user.addresses[0]
  const shippingAddress = address
    ? {
        name: address.name,
        phone: address.phone,
        line1: address.line1,
        line2: address.line2,
        landmark: address.landmark,
        city: address.city,
        state: address.state,
        pinCode: address.pinCode,
      }
    : {}
  const plans = [
    {
      number: 'PS-260101',
      daysAgo: 21,
      status: 'DELIVERED' as const,
      courier: 'Delhivery',
      trackingNumber: 'DL7712045521IN',
      lines: [
        { slug: 'standard-visiting-cards', tier: 1, packs: 1 },
        { slug: 'letterhead-maker', tier: 0, packs: 1 },
      ],
      trail: ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const,
    },
    {
      number: 'PS-260102',
      daysAgo: 4,
      status: 'SHIPPED' as const,
      courier: 'Blue Dart',
      trackingNumber: 'BD40918273',
      lines: [{ slug: 'custom-mugs', tier: 0, packs: 2 }],
      trail: ['PAID', 'IN_PRODUCTION', 'SHIPPED'] as const,
    },
    {
      number: 'PS-260103',
      daysAgo: 1,
      status: 'IN_PRODUCTION' as const,
      courier: null,
      trackingNumber: null,
      lines: [
        { slug: 'wedding-invitations', tier: 0, packs: 1 },
        { slug: 'thank-you-stickers', tier: 0, packs: 1 },
      ],
      trail: ['PAID', 'IN_PRODUCTION'] as const,
    },
  ]
  const notes: Record<string, string> = {
    PAID: 'Payment received by card.',
    IN_PRODUCTION: 'Your files passed our prepress check and are printing.',
    SHIPPED: 'Handed to the courier.',
    DELIVERED: 'Delivered to the address on the order.',
  }
  for (const plan of plans) {
    const products = await prisma.product.findMany({
      where: { slug: { in: plan.lines.map((l) => l.slug) } },
      include: {
        quantityTiers: { orderBy: { quantity: 'asc' } },
        options: {
          orderBy: { position: 'asc' },
          include: { values: { orderBy: { position: 'asc' } } },
        },
      },
    })
    const items = plan.lines.flatMap((line) => {
      const product = products.find((p) => p.slug === line.slug)
      const tier = product?.quantityTiers[line.tier] ?? product?.quantityTiers[0]
      if (!product || !tier) return []
      const chosen = product.options.map((o) => ({
        option: o.label,
        value: o.values.find((v) => v.isDefault) ?? o.values[0]!,
      }))
      const bp = chosen.reduce((sum, c) => sum + c.value.priceDeltaBp, 0)
      const unitPricePaise = Math.round((tier.pricePaise * (10_000 + bp)) / 10_000 / 100) * 100
      return [
        {
          productId: product.id,
          productName: product.name,
          options: chosen.map((c) => ({ option: c.option, value: c.value.label })),
          tierQuantity: tier.quantity,
          quantity: line.packs,
          unitPricePaise,
          totalPaise: unitPricePaise * line.packs,
        },
      ]
    })
    if (!items.length) continue
    const subtotalPaise = items.reduce((sum, i) => sum + i.totalPaise, 0)
    const shippingPaise = subtotalPaise >= 25_000 ? 0 : 4_900
    const placed = new Date(now.getTime() - plan.daysAgo * DAY_MS)
    await prisma.order.create({
      data: {
        number: plan.number,
        userId: user.id,
        email: user.email,
        phone: user.phone ?? DEMO_CUSTOMER.phone,
        status: plan.status,
        subtotalPaise,
        shippingPaise,
        totalPaise: subtotalPaise + shippingPaise,
        shippingAddress,
        courier: plan.courier,
        trackingNumber: plan.trackingNumber,
        createdAt: placed,
        paidAt: new Date(placed.getTime() + 5 * 60_000),
        // The milestones the admin lists sort and flag by, as the timeline below dates them.
        dispatchBy: new Date(placed.getTime() + 3 * DAY_MS),
        ...Object.fromEntries(
          (['IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const).flatMap((status) => {
            const i = (plan.trail as readonly string[]).indexOf(status)
            const column = {
              IN_PRODUCTION: 'productionAt',
              SHIPPED: 'shippedAt',
              DELIVERED: 'deliveredAt',
            }[status]
            return i < 0 ? [] : [[column, new Date(placed.getTime() + i * DAY_MS)]]
          }),
        ),
        items: { create: items },
        events: {
          create: [
            { status: 'PENDING_PAYMENT', note: 'Order placed.', createdAt: placed },
            ...plan.trail.map((status, i) => ({
              status,
              note: notes[status] ?? '',
              createdAt: new Date(placed.getTime() + (i === 0 ? 5 * 60_000 : i * DAY_MS)),
            })),
          ],
        },
      },
    })
  }
}
