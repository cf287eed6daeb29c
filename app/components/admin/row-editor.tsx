import { Fragment, type ReactNode } from 'react'
import { inputClass } from '#app/components/forms.tsx'

/**
 * The admin's editor of repeated rows (a product's quantity tiers, options and option values).
 * Plain HTML: each field posts one value per row under the same name, and "Add …" / "Remove" are
 * submit buttons whose `intent` the page answers with a row more or less (nothing saved), the same
 * with JavaScript (Remix's form) and without.
 */

export const rowButton =
  'rounded-full px-3 py-1.5 text-xs font-semibold ring-1 ring-black/15 hover:bg-black/5'

/** One field of a row: posted under `name`, once per row. */
export interface RowField {
  name: string
  label: string
  value: string
  inputMode?: 'numeric' | 'decimal'
  /** Width of the input; with `grow` the field takes the rest of the line. */
  width?: string
  grow?: boolean
}

export function RowErrors({ list }: { list?: string[] }) {
  if (!list?.length) return null
  return (
    <ul className="mt-1 space-y-0.5 text-sm font-medium text-red-700">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}

/** A submit button that asks the page for the form with one row less. */
export function RemoveRow({
  intent,
  label = 'Remove',
  ariaLabel,
  className = '',
}: {
  intent: string
  label?: string
  ariaLabel?: string
  className?: string
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`${rowButton} ${className}`.trim()}
      aria-label={ariaLabel}
    >
      {label}
    </button>
  )
}

function RowInput({
  field,
  invalid,
  labelled,
}: {
  field: RowField
  invalid: boolean
  labelled: boolean
}) {
  return (
    <input
      name={field.name}
      defaultValue={field.value}
      inputMode={field.inputMode}
      aria-label={labelled ? undefined : field.label}
      aria-invalid={invalid ? true : undefined}
      className={field.width && !field.grow ? `${inputClass} ${field.width}` : inputClass}
    />
  )
}

/** A row on one line: labelled fields, its remove button, its errors under it. */
export function RowLine({
  fields,
  remove,
  errors,
}: {
  fields: RowField[]
  remove: ReactNode
  errors?: string[]
}) {
  const invalid = Boolean(errors?.length)
  return (
    <div className="flex flex-wrap items-end gap-3">
      {fields.map((field) => (
        <label
          key={field.name}
          className={
            field.grow ? `${field.width ?? ''} flex-1 text-sm font-medium` : 'text-sm font-medium'
          }
        >
          {field.label}
          <RowInput field={field} invalid={invalid} labelled />
        </label>
      ))}
      {remove}
      <div className="w-full">
        <RowErrors list={errors} />
      </div>
    </div>
  )
}

/** A row's fields as table cells, each named by its column (aria-label). */
export function RowCells({ fields }: { fields: RowField[] }) {
  return fields.map((field) => (
    <td key={field.name} className="pr-2">
      <RowInput field={field} invalid={false} labelled={false} />
    </td>
  ))
}

/**
 * The rows, then the button that adds one. With `columns` the rows are a table's (each row renders
 * its `<tr>`); without, each row renders itself.
 */
export function RowEditor<T>({
  rows,
  add,
  columns,
  children,
}: {
  rows: T[]
  add: { intent: string; label: string }
  columns?: string[]
  children: (row: T, index: number) => ReactNode
}) {
  const list = rows.map((row, i) => <Fragment key={i}>{children(row, i)}</Fragment>)
  return (
    <>
      {columns ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-black/60">
                {columns.map((c, i) => (
                  <th key={i} className={c ? 'pr-2 font-medium' : undefined}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{list}</tbody>
          </table>
        </div>
      ) : (
        list
      )}
      <button type="submit" name="intent" value={add.intent} className={rowButton}>
        {add.label}
      </button>
    </>
  )
}
