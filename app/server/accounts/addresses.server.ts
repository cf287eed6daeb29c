import { Prisma, type Address } from '@prisma/client'
import { addressSchema, type AddressInput } from '#app/utils/address.ts'
import { prisma, readRaw } from '../platform/db.server.ts'
import { placeAddress } from '../delivery/address-pin.server.ts'

/**
 * A user's saved delivery addresses. Every query is scoped by userId, so another user's address id
 * behaves exactly like one that does not exist (null / false), and the route answers 404.
 *
 * At most one default per user is enforced by the partial unique index
 * "Address_one_default_per_user"; every change of default runs in one transaction that first locks
 * the user's row, so concurrent changes for the same user run one after another and the index
 * never trips. A user with any addresses has exactly one default.
 */

type Tx = Prisma.TransactionClient

const NEWEST_FIRST: Prisma.AddressOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'desc' },
]

/**
 * The default first, then newest first. Raw SQL, the same rows as `address.findMany`: the checkout
 * reads them on every view and Prisma's query compiler cost more than the query (issue 26).
 */
export function listAddresses(userId: string) {
  return readRaw<Address[]>(Prisma.sql`
    SELECT * FROM "Address" WHERE "userId" = ${userId}
    ORDER BY "isDefault" DESC, "createdAt" DESC, id DESC`)
}

export function getAddress(userId: string, id: string) {
  return prisma.address.findFirst({ where: { id, userId } })
}

/**
 * Serialises the address changes of one user (FOR NO KEY UPDATE does not block other tables'
 * foreign keys to the user). Returns false when the user does not exist.
 */
async function lockUser(tx: Tx, userId: string) {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT 1 FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`
  return rows.length > 0
}

/** The user's address with this id (call under lockUser); null when it is not theirs. */
function findOwned(tx: Tx, userId: string, id: string) {
  return tx.address.findFirst({ where: { id, userId }, select: { isDefault: true } })
}

function unsetOtherDefaults(tx: Tx, userId: string, keepId?: string) {
  return tx.address.updateMany({
    where: { userId, isDefault: true, ...(keepId ? { id: { not: keepId } } : {}) },
    data: { isDefault: false },
  })
}

function transaction<T>(run: (tx: Tx) => Promise<T>) {
  // Calls for one user queue on its row lock, so allow them more than the default 5 s in all.
  return prisma.$transaction(run, { maxWait: 10_000, timeout: 15_000 })
}

/**
 * Saves a new address. The input is validated again (a ZodError means the caller skipped its form
 * validation) and its PIN code placed (an AppError for a PIN code that does not exist or a state
 * that is not its own; an empty city or state is filled from it). It becomes the default when asked, or when the user has no default yet (the first).
 */
export async function createAddress(userId: string, input: AddressInput) {
  const { isDefault, ...fields } = placeAddress(addressSchema.parse(input)).address
  return transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw new Error(`No user ${userId}`)
    const hasDefault = (await tx.address.count({ where: { userId, isDefault: true } })) > 0
    if (isDefault && hasDefault) await unsetOtherDefaults(tx, userId)
    return tx.address.create({ data: { ...fields, userId, isDefault: isDefault || !hasDefault } })
  })
}

/**
 * Updates one of the user's addresses; null when it is not theirs. isDefault: true makes it the
 * default; false never unsets the current default (a user always has one: choose another instead).
 */
export async function updateAddress(
  userId: string,
  id: string,
  input: AddressInput,
): Promise<Address | null> {
  const { isDefault, ...fields } = placeAddress(addressSchema.parse(input)).address
  return transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return null
    const current = await findOwned(tx, userId, id)
    if (!current) return null
    if (isDefault && !current.isDefault) await unsetOtherDefaults(tx, userId, id)
    return tx.address.update({
      where: { id, userId },
      data: { ...fields, isDefault: current.isDefault || isDefault },
    })
  })
}

/**
 * Deletes one of the user's addresses; false when it is not theirs. A deleted default passes to the
 * newest remaining address.
 */
export function deleteAddress(userId: string, id: string) {
  return transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return false
    const current = await findOwned(tx, userId, id)
    if (!current) return false
    await tx.address.delete({ where: { id, userId } })
    if (current.isDefault) await promoteNewest(tx, userId)
    return true
  })
}

async function promoteNewest(tx: Tx, userId: string) {
  const newest = await tx.address.findFirst({
    where: { userId },
    orderBy: NEWEST_FIRST,
    select: { id: true },
  })
  if (newest) await tx.address.update({ where: { id: newest.id }, data: { isDefault: true } })
}

/** Makes one of the user's addresses the default; false when it is not theirs. */
export function setDefaultAddress(userId: string, id: string) {
  return transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return false
    const current = await findOwned(tx, userId, id)
    if (!current) return false
    if (current.isDefault) return true
    await unsetOtherDefaults(tx, userId, id)
    await tx.address.update({ where: { id, userId }, data: { isDefault: true } })
    return true
  })
}
