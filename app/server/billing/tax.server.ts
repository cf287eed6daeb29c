import type { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'

/**
 * GST on an order. Catalog prices include GST. The tax in an inclusive amount at rate r is
 * amount × r / (100 + r). A delivery in the store's own state (Karnataka) is an intra-state
 * supply: CGST and SGST, half each; anywhere else IGST. Rates are dated data per HSN code
 * (GstRate). A delivery fee charged with the goods is part of one composite supply and is taxed at
 * the rate of its principal supply (CGST Act 2017 s.2(30), s.8(a); decision 057): the line of the
 * highest value (a tie: the higher rate). A discount (loyalty points) lowers the taxable value of
 * the lines in proportion to their amounts.
 */

/** The store's state (its address in app/utils/site.ts). */
export const STORE_STATE = 'Karnataka'
/** Courier services (SAC 9968) at 18 %: how orders before decision 057 taxed their shipping. */
export const SHIPPING_SAC = '9968'
export const SHIPPING_GST_BP = 1800
/** A code with no rate in the table is taxed at the standard 18 % (and logged). */
const STANDARD_GST_BP = 1800

type Db = Prisma.TransactionClient | typeof prisma

/**
 * The rate of a line whose rate was read with its row (the cart's read): the standard rate, logged,
 * when the table has none for its code, as `gstRatesFor` does.
 */
export function rateOrStandard(hsnCode: string, rateBp: number | null) {
  if (rateBp !== null) return rateBp
  console.warn(`gst: no rate for HSN ${hsnCode}; using the standard rate`)
  return STANDARD_GST_BP
}

/** The rate in force at `at` for each HSN code. */
export async function gstRatesFor(hsnCodes: string[], at: Date, db: Db = prisma) {
  const codes = [...new Set(hsnCodes)]
  const rows = await db.gstRate.findMany({
    where: { hsnCode: { in: codes }, validFrom: { lte: at } },
    orderBy: { validFrom: 'desc' },
    select: { hsnCode: true, rateBp: true },
  })
  const rates = new Map<string, number>()
  for (const row of rows) if (!rates.has(row.hsnCode)) rates.set(row.hsnCode, row.rateBp)
  for (const code of codes) {
    if (!rates.has(code)) {
      console.warn(`gst: no rate for HSN ${code}; using the standard rate`)
      rates.set(code, STANDARD_GST_BP)
    }
  }
  return rates
}

export function isIntraState(state: string) {
  return state.trim().toLowerCase() === STORE_STATE.toLowerCase()
}

export function taxIncluded(amountPaise: number, rateBp: number) {
  return Math.round((amountPaise * rateBp) / (10_000 + rateBp))
}

/** Splits `total` over `weights` in proportion, in whole paise that add up exactly. */
export function allocate(total: number, weights: number[]) {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (!sum || !total) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((a, b) => a + b, 0)
  const order = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of order) {
    if (left <= 0) break
    shares[i]! += 1
    left -= 1
  }
  return shares
}

export interface TaxLineInput {
  amountPaise: number
  rateBp: number
  hsnCode?: string
}

/**
 * The principal supply of a composite supply (CGST Act s.2(90)): the goods line of the highest
 * value, a tie going to the higher rate. Its rate and HSN code tax the delivery fee (s.8(a)).
 */
export function principalSupply(lines: TaxLineInput[]) {
  const principal = lines.reduce<TaxLineInput | null>(
    (best, line) =>
      !best ||
      line.amountPaise > best.amountPaise ||
      (line.amountPaise === best.amountPaise && line.rateBp > best.rateBp)
        ? line
        : best,
    null,
  )
  return principal
    ? { rateBp: principal.rateBp, hsnCode: principal.hsnCode ?? '' }
    : { rateBp: SHIPPING_GST_BP, hsnCode: SHIPPING_SAC }
}

export interface GstBreakdown {
  intraState: boolean
  lines: { taxablePaise: number; taxPaise: number; rateBp: number; discountPaise: number }[]
  /** The delivery fee's GST, at the principal supply's rate and HSN code. */
  shipping: { taxPaise: number; rateBp: number; hsnCode: string }
  taxPaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

export function gstBreakdown({
  lines,
  shippingPaise,
  discountPaise,
  deliveryState,
}: {
  lines: TaxLineInput[]
  shippingPaise: number
  discountPaise: number
  deliveryState: string
}): GstBreakdown {
  const intraState = isIntraState(deliveryState)
  const discounts = allocate(
    discountPaise,
    lines.map((l) => l.amountPaise),
  )
  const taxedLines = lines.map((line, i) => {
    const after = line.amountPaise - discounts[i]!
    const taxPaise = taxIncluded(after, line.rateBp)
    return {
      taxablePaise: after - taxPaise,
      taxPaise,
      rateBp: line.rateBp,
      discountPaise: discounts[i]!,
    }
  })
  const principal = principalSupply(lines)
  const shippingTax = taxIncluded(shippingPaise, principal.rateBp)
  const taxPaise = taxedLines.reduce((s, l) => s + l.taxPaise, 0) + shippingTax
  // Each line's tax is split in half; an odd paisa goes to SGST.
  const cgstPaise = intraState
    ? taxedLines.reduce((s, l) => s + Math.floor(l.taxPaise / 2), 0) + Math.floor(shippingTax / 2)
    : 0
  const sgstPaise = intraState ? taxPaise - cgstPaise : 0
  return {
    intraState,
    lines: taxedLines,
    shipping: { taxPaise: shippingTax, ...principal },
    taxPaise,
    cgstPaise,
    sgstPaise,
    igstPaise: intraState ? 0 : taxPaise,
  }
}
