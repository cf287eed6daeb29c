/** Small accessible form controls for the properties panel. */
import { createContext, useContext, useEffect, useId, useState } from 'react'
import { SelectOptions } from '#app/components/ui/select.tsx'

const inputClass =
  'mt-1 w-full rounded-md border border-black/15 bg-white px-2 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 pointer-coarse:min-h-11'

/**
 * A number input that lets the shopper type freely ("1.", "-") and applies each valid value as
 * it is typed; an invalid value is put back on blur.
 */
export function NumberField({
  label,
  value,
  onChange,
  step = 0.1,
  min,
  max,
  unit,
}: {
  label: string
  value: number
  onChange: (value: number) => void
  step?: number
  min?: number
  max?: number
  unit?: string
}) {
  const id = useId()
  const shown = String(Math.round(value * 100) / 100)
  const [draft, setDraft] = useState(shown)
  const [editing, setEditing] = useState(false)
  useEffect(() => {
    if (!editing) setDraft(shown)
  }, [shown, editing])
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-black/70">
        {label}
        {unit ? <span className="font-normal text-black/60"> ({unit})</span> : null}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        value={editing ? draft : shown}
        className={inputClass}
        onFocus={() => {
          setEditing(true)
          setDraft(shown)
        }}
        onBlur={() => setEditing(false)}
        onChange={(e) => {
          setDraft(e.target.value)
          const n = Number(e.target.value)
          if (e.target.value.trim() === '' || !Number.isFinite(n)) return
          if ((min !== undefined && n < min) || (max !== undefined && n > max)) return
          onChange(n)
        }}
      />
    </div>
  )
}

/** The colours offered as swatches: the document's own and the product template's palette. */
export const SwatchContext = createContext<{ document: string[]; palette: string[] }>({
  document: [],
  palette: [],
})

const HEX = /^#?[0-9a-fA-F]{6}$/

/**
 * A colour: the browser's picker, a hex field (#rrggbb) and swatches of the document's colours and
 * the template's palette. With a `fallback` the colour may be switched off ("none"): an "On"
 * checkbox beside the label, and the fallback colour shown while it is off.
 */
export function ColorField({
  label,
  value,
  onChange,
  fallback,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  fallback?: string
}) {
  const id = useId()
  const on = value !== 'none'
  const shown = on ? value : (fallback ?? '#000000')
  const [draft, setDraft] = useState(shown)
  const [editing, setEditing] = useState(false)
  useEffect(() => {
    if (!editing) setDraft(shown)
  }, [shown, editing])
  const swatches = useContext(SwatchContext)
  const labelElement = (
    <label htmlFor={id} className="block text-xs font-medium text-black/70">
      {label}
    </label>
  )
  const groups = [
    { name: 'This design', colours: swatches.document },
    { name: 'Template palette', colours: swatches.palette },
  ].filter((g) => g.colours.length)
  return (
    <div className="min-w-0">
      {fallback === undefined ? (
        labelElement
      ) : (
        <div className="flex items-center justify-between">
          {labelElement}
          <label className="flex items-center gap-1 text-xs text-black/70">
            <input
              type="checkbox"
              checked={on}
              onChange={(e) => onChange(e.target.checked ? fallback : 'none')}
            />
            On<span className="sr-only"> ({label})</span>
          </label>
        </div>
      )}
      <div className="mt-1 flex gap-1">
        <input
          id={id}
          type="color"
          disabled={!on}
          value={shown}
          className="h-9 w-10 shrink-0 cursor-pointer rounded-md border border-black/15 bg-white p-0.5 disabled:opacity-40"
          onChange={(e) => onChange(e.target.value.toLowerCase())}
        />
        <input
          type="text"
          aria-label={`${label} hex code`}
          disabled={!on}
          value={editing ? draft : shown}
          maxLength={7}
          spellCheck={false}
          className="h-9 w-full min-w-0 rounded-md border border-black/15 px-2 font-mono text-sm uppercase disabled:opacity-40"
          onFocus={() => {
            setEditing(true)
            setDraft(shown)
          }}
          onBlur={() => setEditing(false)}
          onChange={(e) => {
            setDraft(e.target.value)
            if (HEX.test(e.target.value.trim()))
              onChange(`#${e.target.value.trim().replace('#', '').toLowerCase()}`)
          }}
        />
      </div>
      {on
        ? groups.map((g) => (
            <div
              key={g.name}
              role="group"
              aria-label={`${label}: ${g.name.toLowerCase()}`}
              className="mt-1 flex flex-wrap gap-1"
            >
              {g.colours.slice(0, 10).map((c) => (
                <button
                  key={c}
                  type="button"
                  title={`${g.name}: ${c}`}
                  aria-label={`${c} (${g.name.toLowerCase()})`}
                  aria-pressed={c === value}
                  className={`size-6 rounded-full ring-1 ring-black/20 pointer-coarse:size-11 ${c === value ? 'outline outline-2 outline-offset-1 outline-brand-600' : ''}`}
                  style={{ background: c }}
                  onClick={() => onChange(c)}
                />
              ))}
            </div>
          ))
        : null}
    </div>
  )
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-black/70">
        {label}
      </label>
      <select
        id={id}
        value={value}
        className={inputClass}
        onChange={(e) => onChange(e.target.value as T)}
      >
        <SelectOptions options={options} />
      </select>
    </div>
  )
}

export function TextField({
  label,
  value,
  onChange,
  multiline = false,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  multiline?: boolean
}) {
  const id = useId()
  const Control = multiline ? 'textarea' : 'input'
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-black/70">
        {label}
      </label>
      <Control
        id={id}
        value={value}
        {...(multiline ? { rows: 3 } : { type: 'text' })}
        className={inputClass}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

export type NumberFieldProps = Parameters<typeof NumberField>[0]

/** Several number fields in a grid, from a list: position and size, crop edges. */
export function NumberFields({
  fields,
  className = 'grid grid-cols-2 gap-2',
}: {
  fields: NumberFieldProps[]
  className?: string
}) {
  return (
    <div className={className}>
      {fields.map((field) => (
        <NumberField key={field.label} {...field} />
      ))}
    </div>
  )
}
