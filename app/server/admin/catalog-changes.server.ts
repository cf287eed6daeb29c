/**
 * The history of staff changes to categories and collections (mega-menus, their columns, home
 * groups): one CatalogChange row per change, written in the change's transaction (decision 055).
 * Products keep their own history (ProductChange, decision 050).
 */
import type { Prisma } from '@prisma/client'
import { moved } from '#app/utils/admin-categories.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'

export type CatalogSubject = 'category' | 'collection'
export type FieldChange = { field: string; before: unknown; after: unknown }

export async function recordCatalogChange(
  tx: Prisma.TransactionClient,
  entry: {
    subject: CatalogSubject
    subjectId: string
    label: string
    actor: string
    action: string
    changes: FieldChange[]
  },
) {
  await tx.catalogChange.create({
    data: { ...entry, changes: entry.changes as unknown as Prisma.InputJsonValue },
  })
}

/** The latest changes to one subject, or to every subject of a kind, newest first. */
export async function catalogChanges(subject: CatalogSubject, subjectId?: string, take = 30) {
  const rows = await prisma.catalogChange.findMany({
    where: { subject, ...(subjectId ? { subjectId } : {}) },
    orderBy: { createdAt: 'desc' },
    take,
  })
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    actor: r.actor,
    action: r.action,
    createdAt: r.createdAt,
    changes: r.changes as unknown as FieldChange[],
  }))
}

/** Each field of `after` whose value differs from `before`. */
export function fieldChanges<T extends Record<string, unknown>>(before: T | null, after: T) {
  return Object.keys(after)
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] }))
}

export type OrderChange = { order: string[] } | { move: { id: string; direction: 'up' | 'down' } }

/**
 * The ids in their new order: `order` must be exactly the current ids (else someone added or
 * removed one meanwhile: 409 with `stale`), `move` shifts one id a place (404 when unknown).
 */
export function nextOrder(
  ids: string[],
  change: OrderChange,
  messages: { stale: string; notFound: string },
) {
  if ('order' in change) {
    const same =
      change.order.length === ids.length &&
      new Set(change.order).size === ids.length &&
      change.order.every((id) => ids.includes(id))
    if (!same) throw new AppError(409, messages.stale)
    return change.order
  }
  if (!ids.includes(change.move.id)) throw new AppError(404, messages.notFound)
  return moved(ids, change.move.id, change.move.direction)
}
