import { Form } from '@remix-run/react'
import { FormMessage } from '#app/components/forms.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import type { PrepressStatus } from '#app/utils/prepress.ts'
import { PREPRESS_MESSAGE_MAX } from '#app/utils/prepress.ts'

export interface PrepressActionData {
  intent: string
  itemId: string
  message: string
  note: string
  error?: string
}

export interface PrepressItemState {
  status: PrepressStatus
  label: string
  staffTurn: boolean
  awaitingArtwork: boolean
  approvedLabel: string | null
  proofSentLabel: string | null
  remindedLabel: string | null
  corrected: boolean
  events: { id: string; what: string; actor: string; note: string; at: string }[]
}

const field = 'mt-1 block w-full rounded-lg border border-black/20 px-3 py-2 text-sm'

/** One item's prepress state, log and staff's three actions (pass, fix, ask). */
export function PrepressPanel({
  itemId,
  state,
  actionData,
}: {
  itemId: string
  state: PrepressItemState
  actionData?: PrepressActionData
}) {
  const error = (intent: string) =>
    actionData?.intent === intent && actionData.error ? (
      <FormMessage tone="error">{actionData.error}</FormMessage>
    ) : null
  return (
    <div className="space-y-4 border-t border-black/5 px-5 py-4" data-testid="prepress-panel">
      <p className="text-sm">
        Prepress:{' '}
        <strong data-testid="prepress-status" data-status={state.status}>
          {state.label}
        </strong>
        {state.approvedLabel ? ` · approved ${state.approvedLabel}` : ''}
        {state.proofSentLabel && state.status !== 'APPROVED'
          ? ` · last sent ${state.proofSentLabel}`
          : ''}
        {state.remindedLabel && state.status !== 'APPROVED'
          ? ` · reminded ${state.remindedLabel}`
          : ''}
        {state.corrected ? ' · the print file is staff’s corrected PDF' : ''}
      </p>
      {actionData && !['pass', 'fix', 'ask'].includes(actionData.intent) && actionData.error ? (
        <FormMessage tone="error">{actionData.error}</FormMessage>
      ) : null}
      {state.awaitingArtwork && state.status !== 'APPROVED' ? (
        <p className="text-sm text-black/70" data-testid="prepress-waiting-file">
          The shopper chose to send the file later: nothing to check or approve yet. It comes back
          here to check as soon as they upload it from My Account.
        </p>
      ) : null}
      {state.staffTurn ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <Form method="post" className="space-y-2">
            <input type="hidden" name="itemId" value={itemId} />
            <input type="hidden" name="seen" value={state.status} />
            <p className="text-sm text-black/70">The file is right: send the proof to approve.</p>
            {error('pass')}
            <SubmitButton name="intent" value="pass">
              Approve
            </SubmitButton>
          </Form>
          <Form method="post" encType="multipart/form-data" className="space-y-2">
            <input type="hidden" name="itemId" value={itemId} />
            <input type="hidden" name="seen" value={state.status} />
            {error('fix')}
            <label className="block text-sm font-medium">
              Corrected print-ready PDF
              <input type="file" name="file" accept="application/pdf" required className={field} />
            </label>
            <label className="block text-sm font-medium">
              What you changed
              <textarea
                name="note"
                required
                maxLength={PREPRESS_MESSAGE_MAX}
                rows={2}
                defaultValue={actionData?.intent === 'fix' ? actionData.note : ''}
                className={field}
              />
            </label>
            <SubmitButton name="intent" value="fix">
              Upload the fix
            </SubmitButton>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="itemId" value={itemId} />
            <input type="hidden" name="seen" value={state.status} />
            {error('ask')}
            <label className="block text-sm font-medium">
              What the shopper must change
              <textarea
                name="message"
                required
                maxLength={PREPRESS_MESSAGE_MAX}
                rows={3}
                defaultValue={actionData?.intent === 'ask' ? actionData.message : ''}
                className={field}
              />
            </label>
            <SubmitButton name="intent" value="ask">
              Ask the shopper for a change
            </SubmitButton>
          </Form>
        </div>
      ) : null}
      {state.events.length ? (
        <ol className="space-y-1 text-sm" aria-label="Prepress log">
          {state.events.map((e) => (
            <li key={e.id}>
              <span className="text-black/60">{e.at}</span> · {e.what} · {e.actor}
              {e.note ? <span className="block pl-4 text-black/75">“{e.note}”</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
