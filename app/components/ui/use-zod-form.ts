import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'

type Moment = 'onSubmit' | 'onBlur' | 'onInput'

/**
 * The store's conform form: validated by its zod schema in the browser and on the server, with the
 * action's last reply. Validation waits for submit by default (a message appearing as focus leaves a
 * field shifts the submit button under the pointer) and re-runs on input once a field has an error.
 */
export function useZodForm<Schema extends z.ZodTypeAny>({
  id,
  schema,
  lastResult,
  defaultValue,
  shouldValidate = 'onSubmit',
  shouldRevalidate = 'onInput',
}: {
  id: string
  schema: Schema
  lastResult: SubmissionResult<string[]> | null | undefined
  defaultValue?: DefaultValue<z.input<Schema>>
  shouldValidate?: Moment
  shouldRevalidate?: Moment
}) {
  return useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate,
    shouldRevalidate,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}
