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
