import { type FieldMetadata } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { TextField } from './ui/field.tsx'
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '#app/utils/password-rules.ts'

const LABELS = {
  minLength: `At least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  number: 'One number',
} as const

/**
 * The password rules under a new-password field. Without JavaScript it is a plain list of what the
 * password needs; with JavaScript each rule ticks as it is met.
 */
export function PasswordChecklist({ formId, name }: { formId: string; name: string }) {
  const [value, setValue] = useState<string | null>(null)
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const read = () => {
      const input = form.elements.namedItem(name)
      setValue(input instanceof HTMLInputElement ? input.value : '')
    }
    read()
    form.addEventListener('input', read)
    return () => form.removeEventListener('input', read)
  }, [formId, name])

  return (
    <div className="rounded-xl bg-paper px-4 py-3 text-sm">
      <p className="font-medium">Your password needs:</p>
      <ul className="mt-1 space-y-0.5">
        {PASSWORD_RULES.map((rule) => {
          const met = value !== null && rule.test(value)
          return (
            <li key={rule.id} className={met ? 'text-emerald-700' : 'text-black/65'}>
              <span aria-hidden="true">{met ? '✓ ' : '• '}</span>
              {LABELS[rule.id]}
              {value !== null ? (
                <span className="sr-only">{met ? ' (done)' : ' (not yet)'}</span>
              ) : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** A new password, its live checklist and its confirmation: register, reset and change password. */
export function NewPasswordFields({
  formId,
  password,
  confirm,
  labels,
}: {
  formId: string
  password: FieldMetadata<string>
  confirm: FieldMetadata<string>
  labels: { password: string; confirm: string }
}) {
  return (
    <>
      <TextField
        field={password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
      />
      <PasswordChecklist formId={formId} name={password.name} />
      <TextField
        field={confirm}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
      />
    </>
  )
}
