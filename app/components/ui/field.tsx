import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react'
import type { ReactNode } from 'react'
import { SelectOptions } from './select.tsx'

// Pages that only show a message import it from its own module, without conform (decision 027).
export { FormMessage } from './form-message.tsx'

/** The field family: a labelled field with hint and errors, the input style, form messages. */

export const inputClass =
  'mt-1.5 block w-full rounded-xl border border-black/15 bg-white px-4 py-3 text-base placeholder:text-black/45 focus:border-brand-500 focus:outline-none aria-[invalid=true]:border-red-600'

export function Field({
  label,
  id,
  errorId,
  errors,
  hint,
  children,
}: {
  label: string
  id: string
  errorId: string
  errors?: string[]
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !errors?.length ? <p className="mt-1.5 text-sm text-black/60">{hint}</p> : null}
      {errors?.length ? (
        <ul id={errorId} className="mt-1.5 space-y-0.5 text-sm font-medium text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** The shared props of a labelled control without conform: its errors come from the action. */
type PlainFieldProps = { label: string; id: string; hint?: ReactNode; errors?: string[] }

function plainControl(id: string, errors?: string[]) {
  const invalid = Boolean(errors?.length)
  return {
    id,
    className: inputClass,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  }
}

/** A labelled input for a plain form whose action answers `errors` by field name. */
export function FieldInput({
  label,
  id,
  hint,
  errors,
  ...input
}: PlainFieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} id={id} errorId={`${id}-error`} errors={errors} hint={hint}>
      <input {...plainControl(id, errors)} {...input} />
    </Field>
  )
}

/** A labelled textarea for a plain form whose action answers `errors` by field name. */
export function FieldTextarea({
  label,
  id,
  hint,
  errors,
  ...textarea
}: PlainFieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field label={label} id={id} errorId={`${id}-error`} errors={errors} hint={hint}>
      <textarea {...plainControl(id, errors)} {...textarea} />
    </Field>
  )
}

/** A labelled conform input: the usual Field around `getInputProps`, plus any input attributes. */
export function TextField({
  field,
  label,
  hint,
  type = 'text',
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id'> & {
  field: FieldMetadata<string>
  label: string
  hint?: ReactNode
  type?: 'text' | 'email' | 'tel' | 'password'
}) {
  return (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors} hint={hint}>
      <input {...getInputProps(field, { type })} className={inputClass} {...input} />
    </Field>
  )
}

/** A labelled conform select; `placeholder` adds an empty first choice ("Choose a topic"). */
export function SelectField({
  field,
  label,
  hint,
  placeholder,
  options,
  ...select
}: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> & {
  field: FieldMetadata<string>
  label: string
  hint?: ReactNode
  placeholder?: string
  options: readonly (string | { value: string; label: string })[]
}) {
  return (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors} hint={hint}>
      <select {...getSelectProps(field)} className={inputClass} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        <SelectOptions options={options} />
      </select>
    </Field>
  )
}

/** A labelled conform textarea. */
export function TextareaField({
  field,
  label,
  hint,
  ...textarea
}: Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & {
  field: FieldMetadata<string>
  label: string
  hint?: ReactNode
}) {
  return (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors} hint={hint}>
      <textarea {...getTextareaProps(field)} className={inputClass} {...textarea} />
    </Field>
  )
}
