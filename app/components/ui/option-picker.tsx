/**
 * The product's print options, quantity tier and number of sets as plain form controls: one picker
 * for the product page, the designer's order form and the designer's no-JavaScript form. The
 * server prices whatever the form sends, so the picker holds no prices beyond the option deltas.
 */
import { formatPaise } from '#app/utils/money.ts'
import { SelectOptions } from './select.tsx'

export interface PickerProduct {
  unitSingular: string
  unitPlural: string
  quantityTiers: { quantity: number }[]
  options: {
    key: string
    label: string
    values: { key: string; label: string; priceDeltaBp: number }[]
  }[]
}

const STYLES = {
  regular: {
    label: 'block text-sm font-medium',
    control: 'mt-1.5 w-full rounded-lg border border-black/15 bg-white px-3 py-2 text-sm',
    grid: 'grid grid-cols-[1fr_7rem] gap-3',
  },
  compact: {
    label: 'block text-xs font-medium text-black/70',
    control:
      'mt-1 w-full rounded-md border border-black/15 bg-white px-2 py-1.5 text-sm pointer-coarse:min-h-11',
    grid: 'grid grid-cols-[1fr_5rem] gap-2',
  },
}

/** "Matt (+10%)", "Recycled (-5%)": a value's label with its price change in basis points. */
export function optionValueLabel(value: { label: string; priceDeltaBp: number }) {
  if (value.priceDeltaBp > 0) return `${value.label} (+${value.priceDeltaBp / 100}%)`
  if (value.priceDeltaBp < 0) return `${value.label} (${value.priceDeltaBp / 100}%)`
  return value.label
}

export function OptionPicker({
  product,
  selection,
  tierQuantity,
  packs,
  idPrefix,
  size = 'regular',
  showDeltas = true,
  controlled,
}: {
  product: PickerProduct
  selection: Record<string, string>
  tierQuantity: number
  /** The sets input, when the form offers it. */
  packs?: { value: number; max: number }
  /** Ids become `${idPrefix}-${option}`, `${idPrefix}-qty`, `${idPrefix}-packs`. */
  idPrefix: string
  size?: keyof typeof STYLES
  showDeltas?: boolean
  /**
   * Options whose value someone else holds (the designer: options that change the design are the
   * design's own, so undo puts them back too).
   */
  controlled?: { values: Record<string, string>; onChange: (key: string, value: string) => void }
}) {
  const style = STYLES[size]
  const quantity = (
    <Labelled id={`${idPrefix}-qty`} label="Quantity" className={style.label}>
      <select
        id={`${idPrefix}-qty`}
        name="qty"
        defaultValue={tierQuantity}
        className={style.control}
      >
        <SelectOptions
          options={product.quantityTiers.map(({ quantity }) => ({
            value: quantity,
            label: `${quantity} ${quantity === 1 ? product.unitSingular : product.unitPlural}`,
          }))}
        />
      </select>
    </Labelled>
  )
  return (
    <>
      {product.options.map((option) => (
        <Labelled
          key={option.key}
          id={`${idPrefix}-${option.key}`}
          label={option.label}
          className={style.label}
        >
          <select
            id={`${idPrefix}-${option.key}`}
            name={option.key}
            {...(controlled && controlled.values[option.key] !== undefined
              ? {
                  value: controlled.values[option.key],
                  onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                    controlled.onChange(option.key, e.target.value),
                }
              : { defaultValue: selection[option.key] })}
            className={style.control}
          >
            <SelectOptions
              options={option.values.map((value) => ({
                value: value.key,
                label: showDeltas ? optionValueLabel(value) : value.label,
              }))}
            />
          </select>
        </Labelled>
      ))}
      {packs ? (
        <div className={style.grid}>
          {quantity}
          <Labelled id={`${idPrefix}-packs`} label="Sets" className={style.label}>
            <input
              id={`${idPrefix}-packs`}
              name="packs"
              type="number"
              min={1}
              max={packs.max}
              defaultValue={packs.value}
              className={style.control}
            />
          </Labelled>
        </div>
      ) : (
        quantity
      )}
    </>
  )
}

function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string
  label: string
  className: string
  children: React.ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className={className}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** The quoted total and how it is made up: "2 × ₹299 · 100 cards · ₹2.99 each · GST included". */
export function PriceSummary({
  quote,
  unit,
  size = 'regular',
}: {
  quote: {
    totalPaise: number
    packs: number
    packPricePaise: number
    tierQuantity: number
    piecePricePaise: number
  }
  unit: string
  size?: keyof typeof STYLES
}) {
  return (
    <>
      <p
        className={`${size === 'regular' ? 'text-3xl' : 'text-2xl'} font-semibold`}
        data-testid="price"
      >
        {formatPaise(quote.totalPaise)}
      </p>
      <p className={`${size === 'regular' ? 'text-sm' : 'text-xs'} text-black/60`}>
        {quote.packs > 1 ? `${quote.packs} × ${formatPaise(quote.packPricePaise)} · ` : ''}
        {quote.tierQuantity} {unit} · {formatPaise(quote.piecePricePaise)} each · GST included
      </p>
    </>
  )
}
