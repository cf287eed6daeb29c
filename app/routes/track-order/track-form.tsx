import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useLocation } from '@remix-run/react'
import { FormMessage, TextField } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useIsPending } from '#app/utils/use-is-pending.ts'

/** The form's fields, as the loader's TrackSchema reads them. */
type TrackFields = { number: string; contact: string }

/** The look-up form: a GET, so the result has an address and works without JavaScript. */
export function TrackForm({ result }: { result: SubmissionResult<string[]> | null }) {
  const location = useLocation()
  const searching = useIsPending({ formMethod: 'GET' })
  // Validated by the loader only: the schema's helpers are server code.
  const [form, fields] = useForm<TrackFields>({
    id: 'track-order',
    lastResult: result,
  })
  return (
    <Form
      key={location.search}
      method="get"
      {...getFormProps(form)}
      className="space-y-5 rounded-3xl bg-white p-6 ring-1 ring-black/5 md:p-8"
    >
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <TextField
        field={fields.number}
        label="Order number"
        placeholder="PS-260001"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        field={fields.contact}
        label="Email or phone number"
        hint="The one you used at checkout."
        autoComplete="email"
        spellCheck={false}
      />
      <SubmitButton pending={searching} pendingText="Looking up…" className="w-full px-8">
        Track order
      </SubmitButton>
    </Form>
  )
}
