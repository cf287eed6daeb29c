import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { FormMessage } from '#app/components/ui/form-message.tsx'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { listPromotions, setPromotionActive } from '#app/server/promotions/admin.server.ts'
import { formatDateTime } from '#app/utils/dates.ts'
import { formatPaise } from '#app/utils/money.ts'
import { KIND_LABELS } from '#app/utils/promotions.ts'

export const meta = () => privatePageMeta('Promotions')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const rows = await listPromotions()
  return data({
    promotions: rows.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      kind: KIND_LABELS[p.kind],
      offer:
        p.kind === 'PERCENT'
          ? `${p.value / 100}% off`
          : p.kind === 'FIXED'
            ? `${formatPaise(p.value)} off`
            : 'Free shipping',
      status: p.status,
      active: p.active,
      window: [
        p.startsAt ? `from ${formatDateTime(p.startsAt)}` : '',
        p.endsAt ? `until ${formatDateTime(p.endsAt)}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      usage: `${p.usedCount}${p.usageLimit !== null ? ` / ${p.usageLimit}` : ''}`,
      paidUses: p.paidUses,
      revenue: formatPaise(p.revenuePaise),
      given: formatPaise(p.discountGivenPaise),
    })),
  })
}

/** Deactivate at once (or start again): one POST per row, without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await request.formData().catch(() => new FormData())
  const intent = form.get('intent')
  const id = String(form.get('promotion') ?? '')
  try {
    if (intent !== 'deactivate' && intent !== 'activate')
      throw new AppError(400, 'Choose deactivate or activate.')
    await setPromotionActive(id, intent === 'activate')
    return redirect('/admin/promotions', 303)
  } catch (error) {
    return refuse(error, { body: (r) => ({ message: r.message }) })
  }
}

export default function AdminPromotions() {
  const { promotions } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Promotions</h1>
        <Link
          to="/admin/promotions/new"
          className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white"
        >
          New promotion
        </Link>
      </div>
      {result && 'message' in result ? (
        <FormMessage tone="error">{result.message}</FormMessage>
      ) : null}
      {promotions.length ? (
        <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <thead className="bg-black/[0.03] text-xs uppercase text-black/60">
              <tr>
                <th className="px-3 py-2">Promotion</th>
                <th className="px-3 py-2">Offer</th>
                <th className="px-3 py-2">Status</th>
                <th className="px-3 py-2 text-right">Uses (held + paid / limit)</th>
                <th className="px-3 py-2 text-right">Paid orders</th>
                <th className="px-3 py-2 text-right">Revenue</th>
                <th className="px-3 py-2 text-right">Discount given</th>
                <th className="px-3 py-2">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-black/5">
              {promotions.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    <Link to={`/admin/promotions/${p.id}`} className="font-semibold text-brand-600">
                      {p.name}
                    </Link>
                    <div className="font-mono text-xs">{p.code ?? 'automatic'}</div>
                    {p.window ? <div className="text-xs text-black/60">{p.window}</div> : null}
                  </th>
                  <td className="px-3 py-2">{p.offer}</td>
                  <td className="px-3 py-2" data-testid="promotion-status">
                    {p.status}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.usage}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.paidUses}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.revenue}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.given}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <Form method="post">
                        <input type="hidden" name="promotion" value={p.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={p.active ? 'deactivate' : 'activate'}
                          className="rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-black/20"
                        >
                          {p.active ? 'Deactivate' : 'Activate'}
                          <span className="sr-only"> {p.name}</span>
                        </button>
                      </Form>
                      <a
                        href={`/admin/promotions/${p.id}/redemptions.csv`}
                        className="text-xs font-semibold text-brand-600 underline"
                      >
                        Redemptions CSV<span className="sr-only"> of {p.name}</span>
                      </a>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-black/60">No promotions yet.</p>
      )}
    </div>
  )
}
