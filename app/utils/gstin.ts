/**
 * GSTIN (the buyer's GST number on a tax invoice): 15 characters, a 2-digit state code (01-38),
 * the 10-character PAN, an entity digit, "Z" and a check character (mod-36 over the first 14).
 */
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const SHAPE = /^(0[1-9]|[1-3][0-9])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export const GSTIN_MESSAGES = {
  shape: 'Enter a 15-character GSTIN like 29ABCDE1234F1ZW',
  check:
    'This GSTIN has a typing mistake: its last character does not match. Check it on your GST certificate.',
  businessName: 'Enter the business name registered with this GSTIN',
} as const

export function gstinCheckChar(first14: string) {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i]!)
    const product = value * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36]!
}

/** The reason `input` is not a valid GSTIN, or null. */
export function gstinError(input: string): string | null {
  const value = input.trim().toUpperCase()
  if (!SHAPE.test(value)) return GSTIN_MESSAGES.shape
  return gstinCheckChar(value.slice(0, 14)) === value[14] ? null : GSTIN_MESSAGES.check
}
