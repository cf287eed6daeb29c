import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { getAdminOrder } from '#app/server/admin/order-detail.server.ts'
import { prepressOfOrder } from '#app/server/admin/prepress.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { discardUploadedFiles, formImage, readUploadForm } from '#app/server/http/body.server.ts'
import { staffAsk, staffFix, staffPass } from '#app/server/orders/prepress.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import { PREPRESS_MESSAGES } from '#app/utils/prepress.ts'
import { OrderItemsForStaff } from '../admin.orders.$orderId/items.tsx'
import { PrepressPanel, type PrepressActionData } from './panel.tsx'

/**
 * /admin/prepress/{orderId}: a person checks each item of a paid order (decision 048): the proof
 * (the print file and preview) beside its preflight, then passes it (the proof goes to the
 * shopper, or it is approved when they chose "Print as it is"), uploads a corrected PDF with a
 * note, or asks the shopper for a change. Plain multipart forms; a success answers 303 back here.
 */

const DONE: Record<string, string> = {
  passed: 'Checked. The proof was emailed and texted to the shopper for approval.',
  approved: 'Approved: the shopper chose “Print as it is”.',
  fixed: 'Corrected file saved. The new proof was emailed and texted to the shopper.',
  'fixed-approved': 'Corrected file saved and approved: the shopper chose “Print as it is”.',
  asked: 'Your message and the proof link were emailed and texted to the shopper.',
}

export const meta: MetaFunction = () => privatePageMeta('Prepress')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const orderId = params.orderId ?? ''
  const [order, prepress] = await Promise.all([getAdminOrder(orderId), prepressOfOrder(orderId)])
  if (!order || !prepress) throw new Response('Order not found', { status: 404 })
  return data({ order, prepress })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const orderId = params.orderId ?? ''
  let form = new FormData()
  let body: PrepressActionData = { intent: '', itemId: '', message: '', note: '' }
  try {
    form = await readUploadForm(request, ['file'])
    const intent = String(form.get('intent') ?? '')
    const itemId = String(form.get('itemId') ?? '')
    const seen = String(form.get('seen') ?? '')
    const message = String(form.get('message') ?? '')
    const note = String(form.get('note') ?? '')
    body = { intent, itemId, message: message.slice(0, 2000), note: note.slice(0, 2000) }
    const move = { orderId, itemId, seen, actor: admin.email }
    const back = (done: string) =>
      redirect(`/admin/prepress/${encodeURIComponent(orderId)}?done=${done}#item-${itemId}`, {
        status: 303,
      })
    switch (intent) {
      case 'pass': {
        const result = await staffPass(move)
        return back(result.approved ? 'approved' : 'passed')
      }
      case 'fix': {
        const result = await staffFix({
          ...move,
          staffUserId: admin.id,
          file: formImage(form, 'file'),
          note,
          ip: clientIp(request),
        })
        return back(result.approved ? 'fixed-approved' : 'fixed')
      }
      case 'ask':
        await staffAsk({ ...move, message })
        return back('asked')
      default:
        throw new AppError(400, PREPRESS_MESSAGES.badIntent)
    }
  } catch (error) {
    return refuse(error, { body: (refusal) => ({ ...body, error: refusal.message }) })
  } finally {
    await discardUploadedFiles(form)
  }
}

export default function AdminPrepressOrder() {
  const { order, prepress } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [search] = useSearchParams()
  const done = DONE[search.get('done') ?? '']
  return (
    <article className="space-y-6">
      <div>
        <Link to="/admin/prepress" className="text-sm text-black/60 hover:text-black">
          ← Prepress
        </Link>
        <h1 className="mt-1 font-display text-3xl tracking-tight">
          Prepress: order {order.number}
        </h1>
        <p className="text-sm text-black/60">
          {order.statusLabel}
          {order.paidLabel ? ` · paid ${order.paidLabel}` : ''} ·{' '}
          <Link to={`/admin/orders/${order.id}`} className="text-brand-600 hover:underline">
            Order page
          </Link>
        </p>
        {prepress.printAsIs ? (
          <p className="mt-2 text-sm font-medium text-amber-900" data-testid="print-as-is">
            The shopper chose “Print as it is”: your check approves each item; no proof approval is
            asked of them.
          </p>
        ) : null}
      </div>
      {done && !actionData ? <FormMessage tone="success">{done}</FormMessage> : null}
      {actionData && 'error' in actionData && !actionData.itemId ? (
        <FormMessage tone="error">{actionData.error}</FormMessage>
      ) : null}
      {order.items.map((item) => {
        const state = prepress.items[item.id]
        if (!state) return null
        return (
          <section
            key={item.id}
            id={`item-${item.id}`}
            aria-label={`Item ${item.position}`}
            className="rounded-2xl bg-white ring-1 ring-black/5"
          >
            <OrderItemsForStaff items={[item]} />
            <PrepressPanel
              itemId={item.id}
              state={state}
              actionData={actionData?.itemId === item.id ? actionData : undefined}
            />
          </section>
        )
      })}
    </article>
  )
}
