import { Prisma } from '@prisma/client'
import { z } from 'zod'
import {
  CODE_PATTERN,
  normaliseCode,
  parseIstLocal,
  PROMOTION_KINDS,
  PROMOTION_SCOPES,
} from '#app/utils/promotions.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'

/**
 * The staff's side of promotions (/admin/promotions, decision 049): the list with status, usage
 * and revenue, create and edit from one validated form, deactivate at once, and the redemptions.
 */

export type PromotionStatus = 'active' | 'scheduled' | 'ended' | 'used up' | 'inactive'

export function statusOf(
  p: {
    active: boolean
    startsAt: Date | null
    endsAt: Date | null
    usageLimit: number | null
    usedCount: number
  },
  now = new Date(),
): PromotionStatus {
  if (!p.active) return 'inactive'
  if (p.startsAt && now < p.startsAt) return 'scheduled'
  if (p.endsAt && now >= p.endsAt) return 'ended'
  if (p.usageLimit !== null && p.usedCount >= p.usageLimit) return 'used up'
  return 'active'
}

/** Every promotion, newest first, with its paid uses and the revenue of the paid orders. */
export async function listPromotions(now = new Date()) {
  const [rows, stats] = await Promise.all([
    prisma.promotion.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 500 }),
    prisma.$queryRaw<{ promotionId: string; paid: bigint; revenue: bigint; discount: bigint }[]>`
      SELECT u."promotionId", count(*) AS paid, coalesce(sum(o."totalPaise"), 0) AS revenue,
             coalesce(sum(u."discountPaise"), 0) AS discount
      FROM "PromotionUse" u JOIN "Order" o ON o.id = u."orderId"
      WHERE u."paidAt" IS NOT NULL
      GROUP BY u."promotionId"`,
  ])
  const byId = new Map(stats.map((s) => [s.promotionId, s]))
  return rows.map((p) => {
    const s = byId.get(p.id)
    return {
      ...p,
      status: statusOf(p, now),
      paidUses: Number(s?.paid ?? 0),
      revenuePaise: Number(s?.revenue ?? 0),
      discountGivenPaise: Number(s?.discount ?? 0),
    }
  })
}

const optionalInt = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : v),
    z.coerce.number().int().min(0).max(max).nullable(),
  )
const rupees = z.preprocess(
  (v) => (v === '' || v === undefined ? 0 : v),
  z.coerce.number().min(0).max(10_000_000),
)

export const promotionFormSchema = z
  .object({
    name: z.string().trim().min(2, 'Give the promotion a name.').max(80),
    automatic: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
    code: z.string().optional().default(''),
    kind: z.enum(PROMOTION_KINDS, { message: 'Choose what the promotion gives.' }),
    /** Percent (0-100) or rupees, by kind. */
    amount: z.preprocess((v) => (v === '' || v === undefined ? 0 : v), z.coerce.number().min(0)),
    minSubtotalRupees: rupees,
    minQuantity: optionalInt(1_000_000),
    scope: z.enum(PROMOTION_SCOPES).default('ALL'),
    categoryIds: z.array(z.string().max(40)).max(200).default([]),
    productIds: z.array(z.string().max(40)).max(500).default([]),
    startsAt: z.string().optional().default(''),
    endsAt: z.string().optional().default(''),
    usageLimit: optionalInt(10_000_000),
    perCustomerLimit: optionalInt(1_000),
    firstOrderOnly: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
    stackable: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
  })
  .superRefine((v, ctx) => {
    const code = normaliseCode(v.code)
    if (!v.automatic && !CODE_PATTERN.test(code))
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'A code is 3 to 32 letters, digits, dashes or underscores.',
      })
    if (v.kind === 'PERCENT' && (v.amount <= 0 || v.amount > 100))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Enter a percentage from 1 to 100.',
      })
    if (v.kind === 'FIXED' && v.amount <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the rupees to take off.' })
    for (const key of ['startsAt', 'endsAt'] as const)
      if (v[key] && !parseIstLocal(v[key]))
        ctx.addIssue({ code: 'custom', path: [key], message: 'Enter a date and time.' })
    const start = v.startsAt ? parseIstLocal(v.startsAt) : null
    const end = v.endsAt ? parseIstLocal(v.endsAt) : null
    if (start && end && end <= start)
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must come after the start.',
      })
    if (v.scope === 'CATEGORIES' && !v.categoryIds.length)
      ctx.addIssue({
        code: 'custom',
        path: ['categoryIds'],
        message: 'Choose at least one category.',
      })
    if (v.scope === 'PRODUCTS' && !v.productIds.length)
      ctx.addIssue({
        code: 'custom',
        path: ['productIds'],
        message: 'Choose at least one product.',
      })
  })
export type PromotionForm = z.infer<typeof promotionFormSchema>

function toData(v: PromotionForm) {
  return {
    name: v.name,
    code: v.automatic ? null : normaliseCode(v.code),
    kind: v.kind,
    value:
      v.kind === 'PERCENT'
        ? Math.round(v.amount * 100)
        : v.kind === 'FIXED'
          ? Math.round(v.amount * 100)
          : 0,
    minSubtotalPaise: Math.round(v.minSubtotalRupees * 100),
    minQuantity: v.minQuantity ?? 0,
    scope: v.scope,
    categoryIds: v.scope === 'CATEGORIES' ? [...new Set(v.categoryIds)] : [],
    productIds: v.scope === 'PRODUCTS' ? [...new Set(v.productIds)] : [],
    startsAt: v.startsAt ? parseIstLocal(v.startsAt) : null,
    endsAt: v.endsAt ? parseIstLocal(v.endsAt) : null,
    usageLimit: v.usageLimit,
    perCustomerLimit: v.perCustomerLimit,
    firstOrderOnly: v.firstOrderOnly,
    stackable: v.stackable,
  }
}

const codeTaken = (code: string | null) =>
  new AppError(409, `The code ${code} is already used by another promotion.`, {
    fieldErrors: { code: [`The code ${code} is already used by another promotion.`] },
  })

/** Creates (no id) or changes a promotion; the used count is never lowered below what is taken. */
export async function savePromotion(id: string | null, form: PromotionForm) {
  const data = toData(form)
  try {
    if (!id) return await prisma.promotion.create({ data, select: { id: true } })
    return await prisma.$transaction(async (tx) => {
      const current = await tx.promotion.findUnique({ where: { id }, select: { usedCount: true } })
      if (!current) throw new AppError(404, 'That promotion does not exist.')
      if (data.usageLimit !== null && data.usageLimit < current.usedCount) {
        const message = `${current.usedCount} uses are already taken: the limit cannot be lower.`
        throw new AppError(400, message, { fieldErrors: { usageLimit: [message] } })
      }
      return tx.promotion.update({ where: { id }, data, select: { id: true } })
    })
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw codeTaken(data.code)
    throw error
  }
}

/** Stops a promotion at once (orders already placed keep their discount), or starts it again. */
export async function setPromotionActive(id: string, active: boolean) {
  const updated = await prisma.promotion.updateMany({ where: { id }, data: { active } })
  if (!updated.count) throw new AppError(404, 'That promotion does not exist.')
}

export async function getPromotion(id: string) {
  const p = await prisma.promotion.findUnique({ where: { id } })
  if (!p) throw new AppError(404, 'That promotion does not exist.')
  return p
}

/** What the form offers to scope a promotion to. */
export async function scopeChoices() {
  const [categories, products] = await Promise.all([
    prisma.category.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true } }),
    prisma.product.findMany({
      where: { active: true },
      orderBy: { name: 'asc' },
      select: { id: true, name: true },
      take: 2000,
    }),
  ])
  return { categories, products }
}

/** Every redemption of a promotion (paid, held by an unpaid order, or released), oldest first. */
export async function promotionRedemptions(id: string) {
  await getPromotion(id)
  return prisma.promotionUse.findMany({
    where: { promotionId: id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      createdAt: true,
      paidAt: true,
      releasedAt: true,
      discountPaise: true,
      order: { select: { number: true, email: true, totalPaise: true, status: true } },
    },
  })
}
