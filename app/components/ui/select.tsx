/**
 * A small labelled select outside conform (filters, sort orders): it shows `value` and resets to
 * it whenever the page's data changes it. Conform forms use `SelectField` from `./field.tsx`.
 */
export function LabelledSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-semibold text-black/60">
        {label}
      </label>
      <select
        key={value}
        id={id}
        name={name}
        defaultValue={value}
        className="mt-1.5 w-full truncate rounded-lg border border-black/15 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
      >
        <SelectOptions options={options} />
      </select>
    </div>
  )
}

/** The `<option>`s of a select from a list of values and labels (a bare string is both). */
export function SelectOptions({
  options,
}: {
  options: readonly (string | { value: string | number; label: string })[]
}) {
  return options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option
    return (
      <option key={value} value={value}>
        {label}
      </option>
    )
  })
}
