import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { ArtworkUploadForm } from '#app/components/orders/artwork-upload.tsx'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { discardUploadedFiles, formImage, readUploadForm } from '#app/server/http/body.server.ts'
import { withWarnings } from '#app/server/http/late-artwork-form.server.ts'
import { answerProof, proofForToken } from '#app/server/orders/prepress.server.ts'
import { optionLines } from '#app/server/orders/orders.server.ts'
import { proofPageFacts, sendFileFromProof } from '#app/server/orders/proof-file.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import { formatCalendarDay } from '#app/utils/dates.ts'
import {
  PREPRESS_MESSAGE_MAX,
  PREPRESS_MESSAGES,
  PREPRESS_SHOPPER_LABELS,
  SHOPPER_TURN,
} from '#app/utils/prepress.ts'
import { AppError } from '#app/server/platform/errors.server.ts'

/**
 * /proof/{token}: the shopper's signed link to one item's proof (decision 048). It shows the proof
 * and, while it is their turn, lets them Approve it, Ask for a change with a message, or upload a
 * corrected file (decision 054: the product page's upload and preflight; the file goes back to
 * staff's check): plain forms that answer 303 back here, so it works the same with and without
 * JavaScript, and a reload never posts again. While it is their turn it says when the order is
 * dispatched if they approve now. No sign-in: the link itself is the proof of who it was sent to.
 */

export const meta: MetaFunction = () => privatePageMeta('Your proof')

const DONE: Record<string, string> = {
  approved: PREPRESS_MESSAGES.approved,
  'change-requested': PREPRESS_MESSAGES.changeSent,
  'already-approved': PREPRESS_MESSAGES.alreadyApproved,
  'file-received': PREPRESS_MESSAGES.fileReceived,
}

const headers = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

export async function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? ''
  try {
    const item = await proofForToken(token)
    const facts = await proofPageFacts(item)
    return data(
      {
        problem: null,
        proof: {
          token,
          productName: item.productName,
          orderNumber: item.order.number,
          options: optionLines(item.options),
          status: item.prepressStatus,
          label: PREPRESS_SHOPPER_LABELS[item.prepressStatus],
          canAnswer:
            item.order.status === 'PAID' &&
            (SHOPPER_TURN as readonly string[]).includes(item.prepressStatus),
          previewUrl: item.previewUploadId ? `/api/images/${item.previewUploadId}` : null,
          staffNote: item.staffNote,
          sides: facts.sides,
          dispatchLine: facts.onceApproved
            ? `Dispatch by ${formatCalendarDay(facts.onceApproved)} once you approve.`
            : null,
        },
      },
      { headers },
    )
  } catch (error) {
    return refuse(error, { body: (refusal) => ({ problem: refusal.message, proof: null }) })
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? ''
  let form = new FormData()
  let intent = ''
  let message = ''
  try {
    // The upload form is multipart (with the upload limits); the other two are plain forms.
    form = await readUploadForm(request, ['design', 'designBack'])
    intent = String(form.get('intent') ?? '')
    message = String(form.get('message') ?? '').slice(0, 2 * PREPRESS_MESSAGE_MAX)
    if (intent === 'upload') {
      const sent = await sendFileFromProof(token, {
        file: formImage(form, 'design'),
        backFile: formImage(form, 'designBack'),
        proofChecked: form.get('proofChecked') === 'on',
        message,
        ip: clientIp(request),
      })
      return redirect(`/proof/${token}?done=${sent.outcome}`, { status: 303, headers })
    }
    if (intent !== 'approve' && intent !== 'change')
      throw new AppError(400, PREPRESS_MESSAGES.badIntent)
    const result = await answerProof(
      token,
      intent === 'approve' ? { answer: 'approve' } : { answer: 'change', message },
    )
    return redirect(`/proof/${token}?done=${result.outcome}`, { status: 303, headers })
  } catch (error) {
    return refuse(withWarnings(error), {
      body: (refusal) => ({ intent, message, error: refusal.message }),
    })
  } finally {
    await discardUploadedFiles(form)
  }
}

export default function ProofPage() {
  const { problem, proof } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [search] = useSearchParams()
  const done = DONE[search.get('done') ?? '']
  if (!proof)
    return (
      <article className="mx-auto max-w-2xl space-y-4 px-4 py-10">
        <h1 className="font-display text-3xl tracking-tight">Your proof</h1>
        <FormMessage tone="error">{problem}</FormMessage>
        <p>
          <Link to="/account/orders" className="font-medium text-brand-600 hover:underline">
            Your orders
          </Link>
        </p>
      </article>
    )
  const pdfUrl = `/proof/${proof.token}/pdf`
  const asked = proof.status === 'CHANGE_ASKED'
  const error = (intent: string) =>
    actionData?.intent === intent && actionData.error ? (
      <FormMessage tone="error">{actionData.error}</FormMessage>
    ) : null
  const typed = (intent: string) => (actionData?.intent === intent ? actionData.message : '')
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <p className="text-sm text-black/60">Order {proof.orderNumber}</p>
        <h1 className="font-display text-3xl tracking-tight break-words">
          Your proof: {proof.productName}
        </h1>
        {proof.options.length ? (
          <p className="mt-1 text-sm text-black/70">
            {proof.options.map((o) => `${o.option}: ${o.value}`).join(' · ')}
          </p>
        ) : null}
        <p className="mt-2 text-sm">
          Status:{' '}
          <strong data-testid="proof-status" data-status={proof.status}>
            {proof.label}
          </strong>
        </p>
        {proof.dispatchLine ? (
          <p className="mt-1 text-sm font-medium" data-testid="proof-dispatch">
            {proof.dispatchLine}
          </p>
        ) : null}
      </div>
      {done && !actionData ? <FormMessage tone="success">{done}</FormMessage> : null}
      {actionData &&
      'error' in actionData &&
      (!proof.canAnswer || !['approve', 'change', 'upload'].includes(actionData.intent)) ? (
        <FormMessage tone="error">{actionData.error}</FormMessage>
      ) : null}
      {proof.staffNote ? (
        <p className="rounded-xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200">
          {proof.staffNote.action === 'asked' ? 'What we need: ' : 'What we corrected: '}
          {proof.staffNote.note}
        </p>
      ) : null}
      <figure className="space-y-2">
        {proof.previewUrl ? (
          <img
            src={proof.previewUrl}
            alt={`Preview of ${proof.productName}`}
            className="max-h-[28rem] w-full rounded-xl bg-paper object-contain ring-1 ring-black/5"
          />
        ) : null}
        <figcaption className="text-sm">
          <a href={pdfUrl} className="font-medium text-brand-600 hover:underline">
            Open the proof (PDF), exactly as it will print
          </a>
          . Check names, numbers, spelling and that nothing important is near the edge.
        </figcaption>
      </figure>
      {proof.canAnswer ? (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Form method="post" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-black/5">
              <h2 className="font-semibold">It is right</h2>
              <p className="text-sm text-black/70">We print it as it is shown in the proof.</p>
              {error('approve')}
              <SubmitButton name="intent" value="approve">
                Approve
              </SubmitButton>
            </Form>
            <Form method="post" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-black/5">
              <h2 className="font-semibold">Something must change</h2>
              <label className="block text-sm font-medium">
                What should we change?
                <textarea
                  name="message"
                  required
                  maxLength={PREPRESS_MESSAGE_MAX}
                  rows={4}
                  defaultValue={typed('change')}
                  className="mt-1 block w-full rounded-lg border border-black/20 px-3 py-2 text-sm"
                />
              </label>
              {error('change')}
              <SubmitButton name="intent" value="change" variant="secondary">
                Ask for a change
              </SubmitButton>
            </Form>
          </div>
          <section
            aria-labelledby="new-file"
            className={`space-y-3 rounded-2xl p-5 ring-1 ${asked ? '-order-1 bg-amber-50 ring-amber-200' : 'bg-white ring-black/5'}`}
          >
            <h2 id="new-file" className="font-semibold">
              {asked ? 'Send us the corrected file' : 'Or send a new file'}
            </h2>
            <p className="text-sm text-black/70">
              It replaces the file in this proof. We check it again and send you a new proof to
              approve.
            </p>
            <ArtworkUploadForm
              orderId=""
              itemId={proof.token.split('.')[0] ?? 'proof'}
              productName={proof.productName}
              sides={proof.sides}
              action={`/proof/${proof.token}`}
              intent="upload"
              submitLabel="Upload the new file"
              error={actionData?.intent === 'upload' ? actionData.error : null}
            >
              <label className="block text-sm font-medium">
                A note for us (optional)
                <textarea
                  name="message"
                  maxLength={PREPRESS_MESSAGE_MAX}
                  rows={2}
                  defaultValue={typed('upload')}
                  className="mt-1 block w-full rounded-lg border border-black/20 px-3 py-2 text-sm"
                />
              </label>
            </ArtworkUploadForm>
          </section>
        </div>
      ) : null}
    </article>
  )
}
