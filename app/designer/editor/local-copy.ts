/**
 * A copy of the working document in localStorage, so a reload or a lost connection never loses
 * work. It records which server version it was based on: it is restored only when it holds
 * changes the server has not seen (dirty) and the server copy is not newer than its base,
 * which needs no trust in the two clocks.
 */
import type { DesignDocument } from '../document.ts'
import { DESIGN_VERSION } from '../model.ts'

export interface LocalCopy {
  document: DesignDocument
  designId: string | null
  /** The server's updatedAt this copy started from (null: never saved). */
  baseUpdatedAt: string | null
  dirty: boolean
}

const key = (userId: string, productId: string) => `printstudio:design:${userId}:${productId}`

export function readLocalCopy(
  storage: Pick<Storage, 'getItem'> | undefined,
  userId: string,
  productId: string,
): LocalCopy | null {
  try {
    const raw = storage?.getItem(key(userId, productId))
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<LocalCopy>
    // Our own copy, written by this editor: a light check here (the server checks every save
    // against the full schema, so a damaged copy can never be stored).
    const document = value.document as DesignDocument | undefined
    if (
      !document ||
      document.version !== DESIGN_VERSION ||
      !Array.isArray(document.sides) ||
      !document.sides.length ||
      !document.sides.every((s) => Array.isArray(s?.elements) && typeof s.id === 'string') ||
      !(document.trimWidthMm > 0 && document.trimHeightMm > 0)
    )
      return null
    // A copy from before designs had options, folds and zones gets their empty values.
    const sides = document.sides.map((s) => ({ ...s, folds: s.folds ?? [], zones: s.zones ?? [] }))
    return {
      document: {
        ...document,
        options: document.options ?? {},
        cutContour: document.cutContour ?? false,
        startMonth: document.startMonth ?? null,
        sides,
      },
      designId: typeof value.designId === 'string' ? value.designId : null,
      baseUpdatedAt: typeof value.baseUpdatedAt === 'string' ? value.baseUpdatedAt : null,
      dirty: value.dirty === true,
    }
  } catch {
    return null
  }
}

export function writeLocalCopy(
  storage: Pick<Storage, 'setItem'> | undefined,
  userId: string,
  productId: string,
  copy: LocalCopy,
) {
  try {
    storage?.setItem(key(userId, productId), JSON.stringify(copy))
  } catch {
    // Storage full or disabled: the server copy is still there.
  }
}

/** Should the editor open the local copy instead of the server's design? */
export function pickLocalCopy(
  local: LocalCopy | null,
  server: { id: string | null; updatedAt: string | null },
): LocalCopy | null {
  if (!local || !local.dirty) return null
  // A different saved design than the one the copy belongs to: the server's wins.
  if (local.designId && server.id && local.designId !== server.id) return null
  if (!server.updatedAt) return local
  if (!local.baseUpdatedAt) return server.id ? null : local
  return Date.parse(server.updatedAt) <= Date.parse(local.baseUpdatedAt) ? local : null
}
