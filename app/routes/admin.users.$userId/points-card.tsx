import { getFormProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { useIntentPending } from '#app/components/auth/sign-in-forms.tsx'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import { ADJUST_POINTS_INTENT, pointsAdjustmentSchema } from '#app/utils/admin-users.ts'
import { formatPoints, formatPointsChange } from '#app/utils/loyalty.ts'
import { formatPaise } from '#app/utils/money.ts'
import { type UserActionData } from './intents.ts'

/** One movement in the points ledger, as staff read it. */
type Entry = {
  id: string
  dateLabel: string
  label: string
  note: string | null
  orderId: string | null
  orderNumber: string | null
  /** Who made it: staff email, or the system. */
  actor: string
  points: number
}

/** The customer's points as the card shows them (labels made by the loader). */
export type PointsSummary = {
  balance: number
  pending: number
  worthPaise: number
  expiringSoon: number
  expiringBy: string | null
  /** Ledger entries in all; `entries` holds the newest. */
  total: number
  entries: readonly Entry[]
  /** A fresh key per page load: posting the adjustment form twice adjusts once. */
  adjustmentKey: string
}

const COLUMNS: Column<Entry>[] = [
  { key: 'date', header: 'Date', cell: (e) => e.dateLabel },
  {
    key: 'what',
    header: 'What happened',
    rowHeader: true,
    cell: (e) => (
      <>
        {e.label}
        {e.note ? <span className="block text-xs font-normal text-black/60">{e.note}</span> : null}
      </>
    ),
  },
  {
    key: 'order',
    header: 'Order',
    cell: (e) =>
      e.orderId && e.orderNumber ? (
        <Link to={`/admin/orders/${e.orderId}`} className="text-brand-600 hover:underline">
          {e.orderNumber}
        </Link>
      ) : (
        '—'
      ),
  },
  { key: 'by', header: 'By', cell: (e) => <span className="break-all">{e.actor}</span> },
  {
    key: 'points',
    header: 'Points',
    align: 'right',
    cell: (e) => (
      <span
        className={`font-semibold tabular-nums ${e.points < 0 ? 'text-black/70' : 'text-emerald-700'}`}
      >
        {formatPointsChange(e.points)}
      </span>
    ),
  },
]

/** The customer's points, the form to adjust them by hand, and the whole ledger. */
export function PointsCard({
  points,
  actionData,
}: {
  points: PointsSummary
  actionData?: UserActionData
}) {
  return (
    <Card id="points" title="Loyalty points" padding="p-5" titleClassName="font-semibold">
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-paper p-4">
          <dt className="text-sm text-black/60">Available</dt>
          <dd
            className="mt-1 text-xl font-semibold tabular-nums"
            data-testid="admin-points-balance"
          >
            {formatPoints(points.balance)}
          </dd>
          <dd className="text-xs text-black/55">worth {formatPaise(points.worthPaise)}</dd>
        </div>
        <div className="rounded-xl bg-paper p-4">
          <dt className="text-sm text-black/60">Pending until delivery</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            {formatPoints(points.pending)}
          </dd>
        </div>
        <div className="rounded-xl bg-paper p-4">
          <dt className="text-sm text-black/60">Expiring within 30 days</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            {formatPoints(points.expiringSoon)}
          </dd>
          {points.expiringBy ? (
            <dd className="text-xs text-black/55">the first on {points.expiringBy}</dd>
          ) : null}
        </div>
      </dl>
      {/* A new key after each adjustment remounts the form empty. */}
      <AdjustPointsForm
        key={points.adjustmentKey}
        adjustmentKey={points.adjustmentKey}
        lastResult={actionData?.intent === ADJUST_POINTS_INTENT ? actionData.result : undefined}
      />
      <div className="mt-6">
        <DataTable
          caption={
            points.total > points.entries.length
              ? `Points ledger (newest ${points.entries.length} of ${points.total})`
              : 'Points ledger'
          }
          columns={COLUMNS}
          rows={points.entries}
          rowKey={(e) => e.id}
          empty="No points movements yet."
        />
      </div>
    </Card>
  )
}

function AdjustPointsForm({
  adjustmentKey,
  lastResult,
}: {
  adjustmentKey: string
  lastResult: UserActionData['result']
}) {
  const pending = useIntentPending(ADJUST_POINTS_INTENT)
  const [form, fields] = useZodForm({
    id: 'adjust-points',
    schema: pointsAdjustmentSchema,
    lastResult,
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-5 space-y-4 rounded-xl p-4 ring-1 ring-black/10"
      aria-labelledby="adjust-points-title"
    >
      <h3 id="adjust-points-title" className="font-semibold">
        Adjust points
      </h3>
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <input type="hidden" name="intent" value={ADJUST_POINTS_INTENT} />
      <input type="hidden" name={fields.key.name} value={adjustmentKey} />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          field={fields.points}
          label="Points"
          autoComplete="off"
          hint="50 adds, -50 takes away"
        />
        <TextField
          field={fields.reason}
          label="Reason"
          autoComplete="off"
          hint="Staff only, kept in the ledger: e.g. goodwill for a late delivery"
        />
      </div>
      <SubmitButton pending={pending} pendingText="Adjusting…">
        Adjust points
      </SubmitButton>
    </Form>
  )
}
