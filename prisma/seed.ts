import type { CollectionKind, PrismaClient } from '@prisma/client'
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
 * collections, landing pages) into an empty database. Runs in one transaction: a failure leaves
 * nothing half-written.
 */
export async function seedCatalog(prisma: PrismaClient) {
  await prisma.$transaction(
    async (tx) => {
      const categoryIds = new Map<string, string>()
      for (const [position, category] of categories.entries()) {
        const row = await tx.category.create({ data: { ...category, position } })
        categoryIds.set(category.slug, row.id)
      }

      const productIds = new Map<string, string>()
      for (const [position, p] of products.entries()) {
        const categoryId = categoryIds.get(p.category)
        if (!categoryId) throw new Error(`Product ${p.slug}: unknown category ${p.category}`)
        const row = await tx.product.create({
          data: {
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
            quantityTiers: { createMany: { data: p.quantityTiers } },
          },
        })
        productIds.set(p.slug, row.id)
        for (const [optionPosition, option] of p.options.entries()) {
          const hasDefault = option.values.some((v) => v.default)
          await tx.productOption.create({
            data: {
              productId: row.id,
              key: option.key,
              label: option.label,
              position: optionPosition,
              values: {
                createMany: {
                  data: option.values.map((v, valuePosition) => ({
                    key: v.key,
                    label: v.label,
                    priceDeltaBp: v.priceDeltaBp ?? 0,
                    trimWidthMm: v.trimWidthMm ?? null,
                    trimHeightMm: v.trimHeightMm ?? null,
                    isDefault: hasDefault ? Boolean(v.default) : valuePosition === 0,
                    position: valuePosition,
                  })),
                },
              },
            },
          })
        }
      }

      const productId = (slug: string, where: string) => {
        const id = productIds.get(slug)
        if (!id) throw new Error(`${where}: unknown product ${slug}`)
        return id
      }

      const createGroups = async (kind: CollectionKind, groups: ProductGroupData[]) => {
        for (const [position, group] of groups.entries()) {
          await tx.collection.create({
            data: {
              kind,
              slug: group.slug,
              title: group.title,
              subtitle: group.subtitle,
              position,
              items: {
                createMany: {
                  data: group.products.map((slug, i) => ({
                    productId: productId(slug, `${kind} ${group.slug}`),
                    position: i,
                  })),
                },
              },
            },
          })
        }
      }

      for (const [position, menu] of megaMenus.entries()) {
        const parent = await tx.collection.create({
          data: { kind: 'MEGA_MENU', slug: menu.slug, title: menu.name, subtitle: menu.blurb, position },
        })
        for (const [columnPosition, column] of menu.columns.entries()) {
          await tx.collection.create({
            data: {
              kind: 'MENU_COLUMN',
              slug: `${menu.slug}--${columnPosition}`,
              title: column.title,
              position: columnPosition,
              parentId: parent.id,
              items: {
                createMany: {
                  data: column.links.map((link, i) => ({
                    productId: productId(link.product, `menu ${menu.slug}`),
                    position: i,
                    badge: link.badge ?? null,
                  })),
                },
              },
            },
          })
        }
      }
      await createGroups('HOME_GROUP', homeGroups)
      await createGroups('GIFT', giftCollections)
      await createGroups('NEED', shopByNeed)

      for (const page of landingPages) {
        await tx.landingPage.create({
          data: {
            slug: page.slug,
            title: page.title,
            headline: page.headline,
            intro: page.intro,
            sections: page.sections as object[],
            faqs: page.faqs as object[],
            priceTable: page.priceTable ? (page.priceTable as object[]) : undefined,
          },
        })
      }
      await createGroups(
        'LANDING',
        landingPages.map((page) => ({
          slug: page.slug,
          title: page.title,
          subtitle: page.headline,
          products: page.products,
        })),
      )
    },
    { timeout: 120_000, maxWait: 30_000 },
  )
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
export async function seedDemoUsers(prisma: PrismaClient, hashPassword: (p: string) => Promise<string>) {
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
