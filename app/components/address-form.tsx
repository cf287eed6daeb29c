import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
} from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { Field, FormMessage, inputClass, SubmitButton } from '#app/components/forms.tsx'
import { addressSchema } from '#app/utils/address.ts'
import { StateOptions } from '#app/components/state-options.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import { PinLookup } from '#app/components/pin-lookup.tsx'

type AddressDefaults = Partial<
  Record<'name' | 'phone' | 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pinCode', string>
> & { isDefault?: boolean }

/** The Indian delivery address form used to add and to edit an address. */
export function AddressForm({
  lastResult,
  defaultValue,
  submitLabel,
  canUnsetDefault = true,
}: {
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: AddressDefaults
  submitLabel: string
  /** The current default cannot be un-defaulted here: another address must be chosen instead. */
  canUnsetDefault?: boolean
}) {
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useZodForm({
    id: 'address',
    schema: addressSchema,
    lastResult,
    defaultValue: { ...defaultValue, isDefault: defaultValue?.isDefault ? 'on' : undefined },
  })
  const text = (
    field: (typeof fields)['name'],
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors} hint={hint}>
      <input {...getInputProps(field, { type: 'text' })} className={inputClass} {...props} />
    </Field>
  )

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <div className="grid gap-5 sm:grid-cols-2">
        {text(fields.name, 'Full name', { autoComplete: 'name' })}
        {text(
          fields.phone,
          'Mobile number',
          { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
          '10 digits, for the courier.',
        )}
      </div>
      {text(fields.line1, 'Flat, house number, street', { autoComplete: 'address-line1' })}
      {text(fields.line2, 'Area, locality (optional)', { autoComplete: 'address-line2' })}
      {text(fields.landmark, 'Landmark (optional)', {}, 'E.g. near the city hospital.')}
      <div className="grid gap-5 sm:grid-cols-3">
        {text(fields.city, 'City or town', { autoComplete: 'address-level2' })}
        <Field
          label="State"
          id={fields.state.id}
          errorId={fields.state.errorId}
          errors={fields.state.errors}
        >
          <select
            {...getSelectProps(fields.state)}
            autoComplete="address-level1"
            className={inputClass}
          >
            <StateOptions />
          </select>
        </Field>
        {text(fields.pinCode, 'PIN code', {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: 7,
        })}
        <PinLookup
          pinId={fields.pinCode.id}
          cityId={fields.city.id}
          stateId={fields.state.id}
          className="-mt-3 empty:hidden sm:col-span-3"
        />
      </div>
      {canUnsetDefault ? (
        <label className="flex items-center gap-3 text-sm">
          <input
            {...getInputProps(fields.isDefault, { type: 'checkbox' })}
            className="size-5 accent-ink"
          />
          Use as my default delivery address
        </label>
      ) : (
        <p className="text-sm text-black/60">
          This is your default delivery address. To change it, make another address the default.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3 pt-2">
        <SubmitButton pending={pending} pendingText="Saving…">
          {submitLabel}
        </SubmitButton>
        <Link
          to="/account/addresses"
          className="rounded-full px-6 py-3 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
        >
          Cancel
        </Link>
      </div>
    </Form>
  )
}
