const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Formats integer paise as Indian rupees: 129900 → "₹1,299", 12950 → "₹129.50". */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? rupees.format(paise / 100) : rupeesAndPaise.format(paise / 100)
}

/** Whole rupees as the store writes them in running text: 25000 → "Rs 250". */
export function formatRs(paise: number): string {
  return `Rs ${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`
}

const COMPACT_UNITS = [
  { size: 1e7, suffix: 'Cr' },
  { size: 1e5, suffix: 'L' },
  { size: 1e3, suffix: 'K' },
] as const

/**
 * Paise as a short axis label in Indian units: 0 → "₹0", 125000 → "₹1.3K", 12500000 → "₹1.3L",
 * 1.5e9 → "₹1.5Cr", -250000 → "-₹2.5K". Written out rather than `Intl.NumberFormat`'s compact
 * notation, whose output depends on the ICU build: Node wrote "₹0.0" where Chromium writes "₹0",
 * and every bar of the sales chart failed hydration (decision 034).
 */
export function formatCompactPaise(paise: number): string {
  const rupees = Math.abs(paise) / 100
  const sign = paise < 0 && rupees > 0 ? '-' : ''
  const unit = COMPACT_UNITS.find((u) => rupees >= u.size)
  const scaled = unit ? rupees / unit.size : rupees
  // One decimal for a scaled figure (1.3L), whole rupees below a thousand.
  const shown = unit ? String(Math.round(scaled * 10) / 10) : String(Math.round(scaled))
  return `${sign}₹${shown}${unit?.suffix ?? ''}`
}
