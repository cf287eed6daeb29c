import crypto from 'node:crypto'
import { Prisma, type CollectionKind, type PrismaClient } from '@prisma/client'
import {
  categories,
  giftCollections,
  homeGroups,
  landingPages,
  megaMenus,
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
      trimWidthMm: p.printSpec.trimWidthMm,
      trimHeightMm: p.printSpec.trimHeightMm,
      bleedMm: p.printSpec.bleedMm,
      safeMarginMm: p.printSpec.safeMarginMm,
      sides: p.printSpec.sides,
      pages: p.printSpec.pages ?? null,
      shape: p.printSpec.shape ?? 'rect',
      cornerRadiusMm: p.printSpec.cornerRadiusMm ?? null,
      artKind: p.art.kind,
      artPalette: [...p.art.palette],
      artSample: p.art.sample,
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
 * address, and an admin. Idempotent.
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
}
