export type ProductOfferView = { id: string; name: string; note: string; savingPaise: number }

/**
 * The automatic promotions for this product beside its price ("10% off 500+ visiting cards"), each
 * with what it does for the quantity chosen (decision 056). Nothing when there are none.
 */
export function ProductOffers({ offers }: { offers: readonly ProductOfferView[] }) {
  if (!offers.length) return null
  return (
    <ul aria-label="Offers" data-testid="offers" className="space-y-2">
      {offers.map((o) => (
        <li
          key={o.id}
          className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700 [overflow-wrap:anywhere]"
        >
          <span className="font-semibold">{o.name}</span>
          <span className="block text-xs">{o.note}</span>
        </li>
      ))}
    </ul>
  )
}
