/**
 * The printing condition of every paper and material the catalog sells (decision 047): which
 * characterised condition the press prints it to, the identifier the print file's PDF/X output
 * intent carries, the ICC profile every colour is converted with, and the total area coverage
 * (TAC, the most ink C+M+Y+K in one spot, in percent) the paper takes.
 *
 * Each value of a product's paper, material, stock or board option names its condition here, by
 * the value's key (`MATERIAL_CONDITIONS`), with a product's own exceptions where one key means
 * another stock in that product (`PRODUCT_MATERIALS`); a product without such an option prints on
 * one stock (`PRODUCT_CONDITIONS`). prisma/catalog's test checks that every value of every product
 * resolves, so a new paper cannot reach the press without a condition.
 */
import { prisma } from '../platform/db.server.ts'

export const PRINT_CONDITIONS = {
  coated: {
    label: 'Coated paper and card (gloss, matt, silk, pearl and photo papers)',
    identifier: 'FOGRA39',
    condition:
      'Offset commercial printing according to ISO 12647-2:2004/Amd 1, paper type 1 or 2 (gloss or matt coated), FOGRA39 characterisation',
    profile: 'printstudio-fogra39-tac300.icc',
    tac: 300,
  },
  uncoated: {
    label: 'Uncoated paper and card (maplitho, bond, laid, cotton, textured, handmade, fine art)',
    identifier: 'FOGRA29',
    condition:
      'Offset commercial printing according to ISO 12647-2, paper type 4 (uncoated white), FOGRA29 characterisation',
    profile: 'printstudio-fogra29-tac280.icc',
    tac: 280,
  },
  kraft: {
    label: 'Brown kraft and newsprint-like paper',
    identifier: 'IFRA26',
    condition:
      'Coldset offset on standard newsprint according to ISO 12647-3, IFRA26 characterisation (used for brown kraft: absorbent, low-white stock)',
    profile: 'printstudio-ifra26-tac240.icc',
    tac: 240,
  },
  film: {
    label: 'Clear and metallic film, BOPP, acrylic and glass',
    identifier: 'Custom',
    condition:
      'Digital printing on non-absorbent film (clear, metallic, BOPP), acrylic or glass; colour to the FOGRA39 characterisation, total ink at most 260 %',
    profile: 'printstudio-fogra39-tac260.icc',
    tac: 260,
  },
  vinyl: {
    label: 'Vinyl, PVC, flex and rigid boards (sunboard, ACP, corrugated plastic)',
    identifier: 'Custom',
    condition:
      'UV or eco-solvent inkjet on white vinyl, PVC, flex and rigid boards; colour to the FOGRA39 characterisation, total ink at most 280 %',
    profile: 'printstudio-fogra39-tac280.icc',
    tac: 280,
  },
  sublimation: {
    label: 'Sublimation on mugs, ceramic and coated MDF',
    identifier: 'Custom',
    condition:
      'Dye-sublimation transfer onto polymer-coated ceramic and MDF; colour to the FOGRA39 characterisation, total ink at most 280 %',
    profile: 'printstudio-fogra39-tac280.icc',
    tac: 280,
  },
  fabric: {
    label: 'Fabric, tape and textile (cotton, satin, nylon taffeta, caps)',
    identifier: 'Custom',
    condition:
      'Digital textile printing on fabric, cotton tape, satin and nylon taffeta; colour to the FOGRA39 characterisation, total ink at most 260 %',
    profile: 'printstudio-fogra39-tac260.icc',
    tac: 260,
  },
} as const

export type PrintConditionKey = keyof typeof PRINT_CONDITIONS
export type PrintCondition = (typeof PRINT_CONDITIONS)[PrintConditionKey] & {
  key: PrintConditionKey
}

export const printCondition = (key: PrintConditionKey): PrintCondition => ({
  key,
  ...PRINT_CONDITIONS[key],
})

/** The option keys that choose the stock a product is printed on. */
export const MATERIAL_OPTION_KEYS = ['paper', 'material', 'stock', 'board'] as const

/** The condition of each paper or material value, by the value's key. */
export const MATERIAL_CONDITIONS: Record<string, PrintConditionKey> = {
  // Coated art paper and card, laminated card, photo papers.
  '120-gsm': 'coated',
  '130-gsm': 'coated',
  '130-gsm-art': 'coated',
  '130-gsm-gloss': 'coated',
  '170-gsm': 'coated',
  '170-gsm-art': 'coated',
  '170-gsm-gloss': 'coated',
  '170-gsm-matte': 'coated',
  '240-gsm': 'coated',
  '250-gsm': 'coated',
  '250-gsm-matte': 'coated',
  '260-gsm': 'coated',
  '280-gsm-lustre': 'coated',
  '300-gsm': 'coated',
  '300-gsm-card': 'coated',
  '300-gsm-gloss': 'coated',
  '300-gsm-laminated': 'coated',
  '300-gsm-linen': 'coated',
  '300-gsm-matt': 'coated',
  '300-gsm-pearl': 'coated',
  '330-gsm-black-core': 'coated',
  '350-gsm': 'coated',
  '350-gsm-gloss': 'coated',
  '350-gsm-matte': 'coated',
  '350-gsm-pearl': 'coated',
  '400-gsm-matte': 'coated',
  '400-gsm-soft-touch': 'coated',
  'card-pouch': 'coated',
  'dry-erase-board': 'coated',
  gloss: 'coated',
  'gloss-paper': 'coated',
  'laminated-card': 'coated',
  layflat: 'coated',
  lustre: 'coated',
  matte: 'coated',
  'matte-paper': 'coated',
  // A newsprint look printed on 200 GSM matt paper, not newsprint.
  'newsprint-tone': 'coated',
  pearl: 'coated',
  satin: 'coated',
  synthetic: 'coated',
  'white-fbb': 'coated',
  // Uncoated: maplitho, bond, laid, textured, cotton, handmade, fine art, carbonless.
  '80-gsm': 'uncoated',
  '80-gsm-white': 'uncoated',
  '100-gsm': 'uncoated',
  '100-gsm-bond': 'uncoated',
  '100-gsm-maplitho': 'uncoated',
  '100-gsm-natural': 'uncoated',
  '120-gsm-laid': 'uncoated',
  '120-gsm-natural': 'uncoated',
  '300-gsm-fine-art': 'uncoated',
  '350-gsm-uncoated': 'uncoated',
  '400-gsm-cotton': 'uncoated',
  '400-gsm-textured': 'uncoated',
  carbon: 'uncoated',
  'fine-art': 'uncoated',
  handmade: 'uncoated',
  'matte-fine-art': 'uncoated',
  ncr: 'uncoated',
  parchment: 'uncoated',
  textured: 'uncoated',
  'textured-wine-paper': 'uncoated',
  // Brown kraft.
  '60-gsm-kraft': 'kraft',
  '400-gsm-kraft': 'kraft',
  kraft: 'kraft',
  // Film, clear and metallic.
  acrylic: 'film',
  bopp: 'film',
  'clear-vinyl': 'film',
  'inside-clear': 'film',
  transparent: 'film',
  'void-film': 'film',
  // Vinyl, PVC and rigid boards.
  acp: 'vinyl',
  'acp-3mm': 'vinyl',
  'black-vinyl': 'vinyl',
  'flute-4mm': 'vinyl',
  'gloss-vinyl': 'vinyl',
  'kraft-vinyl': 'vinyl',
  'matte-vinyl': 'vinyl',
  'outside-vinyl': 'vinyl',
  pvc: 'vinyl',
  'pvc-05': 'vinyl',
  'star-flex': 'vinyl',
  sunboard: 'vinyl',
  'sunboard-3mm': 'vinyl',
  vinyl: 'vinyl',
  'white-vinyl': 'vinyl',
  // Sublimation.
  ceramic: 'sublimation',
  'mdf-cork': 'sublimation',
  // Textile.
  cotton: 'fabric',
  fabric: 'fabric',
  'nylon-taffeta': 'fabric',
}

/** Where a key means another stock in one product: "satin" care labels are fabric. */
export const PRODUCT_MATERIALS: Record<string, Record<string, PrintConditionKey>> = {
  'care-instruction-tags': { satin: 'fabric' },
}

/** Products with no paper or material option print on one stock. */
export const PRODUCT_CONDITIONS: Record<string, PrintConditionKey> = {
  'custom-caps': 'fabric',
  'custom-mugs': 'sublimation',
  'gold-stickers': 'film',
  'id-card-maker': 'vinyl',
  'ink-transfer-stickers': 'film',
  'iphone-glass-cover': 'film',
  'kraft-paper-stickers': 'kraft',
  'luggage-tags': 'vinyl',
  'silver-stickers': 'film',
  'transparent-stickers': 'film',
}

/**
 * The condition of a product printed on the chosen material (option key to value key); null when
 * the catalog names none (the catalog test keeps that from happening for the seeded products).
 */
export function conditionOf(
  productSlug: string,
  selection: Record<string, string>,
): PrintConditionKey | null {
  for (const key of MATERIAL_OPTION_KEYS) {
    const value = selection[key]
    if (!value) continue
    const found = PRODUCT_MATERIALS[productSlug]?.[value] ?? MATERIAL_CONDITIONS[value]
    if (found) return found
    return null
  }
  return PRODUCT_CONDITIONS[productSlug] ?? 'coated'
}

/**
 * The printing condition of an item: the product's material as chosen, the product's default
 * material where the choice is not known (a shopper's proof before ordering), coated when the
 * catalog names none (an unknown product: the proof still renders).
 */
export async function printConditionFor(
  productSlug: string,
  selection: Record<string, string> = {},
): Promise<PrintCondition> {
  const chosen = MATERIAL_OPTION_KEYS.some((k) => selection[k])
  let full = selection
  if (!chosen) {
    const options = await prisma.productOption.findMany({
      where: { product: { slug: productSlug }, key: { in: [...MATERIAL_OPTION_KEYS] } },
      select: {
        key: true,
        values: { select: { key: true, isDefault: true }, orderBy: { position: 'asc' } },
      },
    })
    full = { ...selection }
    for (const o of options) {
      const value = o.values.find((v) => v.isDefault) ?? o.values[0]
      if (value) full[o.key] = value.key
    }
  }
  return printCondition(conditionOf(productSlug, full) ?? 'coated')
}
