import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { inputClass } from '#app/components/ui/field.tsx'
import { FormMessage } from '#app/components/ui/form-message.tsx'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import {
  getPromotion,
  promotionFormSchema,
  savePromotion,
  scopeChoices,
} from '#app/server/promotions/admin.server.ts'
import {
  KIND_LABELS,
  PROMOTION_KINDS,
  PROMOTION_SCOPES,
  SCOPE_LABELS,
  toIstLocal,
} from '#app/utils/promotions.ts'

export const meta = () => privatePageMeta('Promotion')

type Values = Record<string, string | string[]>

function valuesOf(p: Awaited<ReturnType<typeof getPromotion>> | null): Values {
  if (!p) return { kind: 'PERCENT', scope: 'ALL' }
  return {
    name: p.name,
    automatic: p.code ? '' : 'on',
    code: p.code ?? '',
    kind: p.kind,
    amount: p.kind === 'FREE_SHIPPING' ? '' : String(p.value / 100),
    minSubtotalRupees: p.minSubtotalPaise ? String(p.minSubtotalPaise / 100) : '',
    minQuantity: p.minQuantity ? String(p.minQuantity) : '',
    scope: p.scope,
    categoryIds: p.categoryIds,
    productIds: p.productIds,
    startsAt: toIstLocal(p.startsAt),
    endsAt: toIstLocal(p.endsAt),
    usageLimit: p.usageLimit === null ? '' : String(p.usageLimit),
    perCustomerLimit: p.perCustomerLimit === null ? '' : String(p.perCustomerLimit),
    firstOrderOnly: p.firstOrderOnly ? 'on' : '',
    stackable: p.stackable ? 'on' : '',
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const id = params.id === 'new' ? null : (params.id ?? '')
  try {
    const promotion = id ? await getPromotion(id) : null
    return data({
      id,
      values: valuesOf(promotion),
      used: promotion?.usedCount ?? 0,
      ...(await scopeChoices()),
    })
  } catch (error) {
    return refuse(error, { as: 'text' })
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await request.formData().catch(() => new FormData())
  const values: Values = {}
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue
    if (key === 'categoryIds' || key === 'productIds')
      values[key] = [...((values[key] as string[] | undefined) ?? []), value]
    else values[key] = value.slice(0, 200)
  }
  try {
    const parsed = promotionFormSchema.safeParse(values)
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form')
        ;(fieldErrors[key] ??= []).push(issue.message)
      }
      throw new AppError(400, 'Check the highlighted fields.', { fieldErrors })
    }
    const id = params.id === 'new' ? null : (params.id ?? '')
    await savePromotion(id, parsed.data)
    return redirect('/admin/promotions', 303)
  } catch (error) {
    return refuse(error, {
      body: (r) => ({ message: r.message, fieldErrors: r.fieldErrors ?? {}, values }),
    })
  }
}

function Errors({ name, errors }: { name: string; errors?: Record<string, string[]> }) {
  const list = errors?.[name]
  return list?.length ? (
    <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
      {list.join(' ')}
    </p>
  ) : null
}

export default function PromotionForm() {
  const loaded = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const v: Values = result?.values ?? loaded.values
  const errors = result?.fieldErrors
  const text = (name: string) => (typeof v[name] === 'string' ? (v[name] as string) : '')
  const list = (name: string) => (Array.isArray(v[name]) ? (v[name] as string[]) : [])
  const field = (name: string, label: string, props: Record<string, string> = {}) => (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        defaultValue={text(name)}
        aria-invalid={errors?.[name] ? true : undefined}
        aria-describedby={errors?.[name] ? `${name}-error` : undefined}
        className={inputClass}
        {...props}
      />
      <Errors name={name} errors={errors} />
    </div>
  )
  const check = (name: string, label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={text(name) === 'on'} /> {label}
    </label>
  )
  return (
    <div className="max-w-3xl space-y-6">
      <Link to="/admin/promotions" className="text-sm text-brand-600">
        ← Promotions
      </Link>
      <h1 className="text-2xl font-semibold">{loaded.id ? 'Edit promotion' : 'New promotion'}</h1>
      {result?.message ? <FormMessage tone="error">{result.message}</FormMessage> : null}
      <Form method="post" className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-black/5">
        {field('name', 'Name shoppers see', { maxLength: '80' })}
        {check('automatic', 'Automatic (no code: applies whenever its rules are met)')}
        {field('code', 'Code (when not automatic)', { maxLength: '32', autoComplete: 'off' })}
        <div>
          <label htmlFor="kind" className="block text-sm font-medium">
            Gives
          </label>
          <select id="kind" name="kind" defaultValue={text('kind')} className={inputClass}>
            {PROMOTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        {field('amount', 'Percent (1-100) or rupees off', { inputMode: 'decimal' })}
        {field('minSubtotalRupees', 'Minimum subtotal (rupees)', { inputMode: 'decimal' })}
        {field('minQuantity', 'Minimum pieces on one line (e.g. 500 cards)', {
          inputMode: 'numeric',
        })}
        <div>
          <label htmlFor="scope" className="block text-sm font-medium">
            Applies to
          </label>
          <select id="scope" name="scope" defaultValue={text('scope')} className={inputClass}>
            {PROMOTION_SCOPES.map((s) => (
              <option key={s} value={s}>
                {SCOPE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Categories (when chosen categories)</legend>
          <div className="mt-1 grid max-h-48 gap-1 overflow-y-auto text-sm sm:grid-cols-2">
            {loaded.categories.map((c: { id: string; name: string }) => (
              <label key={c.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="categoryIds"
                  value={c.id}
                  defaultChecked={list('categoryIds').includes(c.id)}
                />
                {c.name}
              </label>
            ))}
          </div>
          <Errors name="categoryIds" errors={errors} />
        </fieldset>
        <div>
          <label htmlFor="productIds" className="block text-sm font-medium">
            Products (when chosen products; hold Ctrl to choose several)
          </label>
          <select
            id="productIds"
            name="productIds"
            multiple
            defaultValue={list('productIds')}
            className={`${inputClass} h-40`}
          >
            {loaded.products.map((p: { id: string; name: string }) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <Errors name="productIds" errors={errors} />
        </div>
        {field('startsAt', 'Starts (India time)', { type: 'datetime-local' })}
        {field('endsAt', 'Ends (India time)', { type: 'datetime-local' })}
        {field('usageLimit', `Total uses allowed (blank: no limit; ${loaded.used} taken)`, {
          inputMode: 'numeric',
        })}
        {field('perCustomerLimit', 'Uses per customer (blank: no limit)', { inputMode: 'numeric' })}
        {check('firstOrderOnly', 'First order only')}
        {check('stackable', 'Can be combined with other stackable codes')}
        <button
          type="submit"
          className="rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-white"
        >
          Save promotion
        </button>
      </Form>
    </div>
  )
}
