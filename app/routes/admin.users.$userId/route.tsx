import { randomBytes } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { KeysetPager } from '#app/components/admin/keyset-pager.tsx'
import { AdminBadge } from '#app/components/admin/people.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { describeDevice } from '#app/server/accounts/devices.server.ts'
import {
  endOtherSessions,
  endUserSession,
  listUserSessions,
  sessionKey,
} from '#app/server/accounts/session.server.ts'
import { getUserProfile, setAdminAccess } from '#app/server/admin/users.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { readSessionToken } from '#app/server/http/session.server.ts'
import { adjustPoints } from '#app/server/loyalty/adjust.server.ts'
import { loyaltyLedgerForStaff, loyaltyStatus } from '#app/server/loyalty/statement.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { formatAddress } from '#app/utils/address.ts'
import {
  ADJUST_POINTS_INTENT,
  ADMIN_USER_MESSAGES,
  ADMIN_USER_NOTICES,
  pointsAdjustmentSchema,
  type AdminUserNotice,
} from '#app/utils/admin-users.ts'
import { formatDate, formatDateTime } from '#app/utils/dates.ts'
import { formatPaise } from '#app/utils/money.ts'
import { AdminAccess } from './admin-access.tsx'
import { PointsCard } from './points-card.tsx'
import { SessionsCard } from './sessions-card.tsx'
import { isUserIntent, USER_INTENTS, type UserActionData } from './intents.ts'

async function currentSessionId(request: Request) {
  const token = await readSessionToken(request)
  return token ? sessionKey(token) : null
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const userId = params.userId ?? ''
  const search = new URL(request.url).searchParams
  const profile = await getUserProfile(userId, {
    after: search.get('after'),
    before: search.get('before'),
  })
  if (!profile) throw new Response(ADMIN_USER_MESSAGES.userNotFound, { status: 404 })
  const [points, ledger, sessions, mine] = await Promise.all([
    loyaltyStatus(userId),
    loyaltyLedgerForStaff(userId),
    listUserSessions(userId),
    currentSessionId(request),
  ])
  const { user, orders } = profile
  return data({
    self: admin.id === user.id,
    adminCount: profile.adminCount,
    user: {
      ...user,
      joinedAt: undefined,
      joinedLabel: formatDate(user.joinedAt),
    },
    addresses: profile.addresses.map((a) => ({
      id: a.id,
      name: a.name,
      phone: a.phone,
      isDefault: a.isDefault,
      text: formatAddress(a),
    })),
    orders: {
      next: orders.next,
      previous: orders.previous,
      rows: orders.rows.map((o) => ({
        ...o,
        placedAt: undefined,
        placedLabel: formatDateTime(o.placedAt),
      })),
    },
    points: {
      balance: points.balance,
      pending: points.pending,
      worthPaise: points.worthPaise,
      expiringSoon: points.expiringSoon.points,
      expiringBy: points.expiringSoon.by ? formatDate(points.expiringSoon.by) : null,
      total: ledger.total,
      entries: ledger.entries.map((e) => ({
        id: e.id,
        label: e.label,
        points: e.points,
        orderId: e.orderId,
        orderNumber: e.orderNumber,
        note: e.note,
        actor: e.actor,
        dateLabel: formatDateTime(e.createdAt),
      })),
      // A fresh key per page load: posting this form twice adjusts once.
      adjustmentKey: randomBytes(18).toString('base64url'),
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      userAgent: s.userAgent ?? '',
      // clientIp() writes 0.0.0.0 when the request named no address.
      ip: s.ip && s.ip !== '0.0.0.0' ? s.ip : null,
      current: s.id === mine,
      createdLabel: formatDateTime(s.createdAt),
      lastSeenLabel: formatDateTime(s.lastSeenAt),
      expiresLabel: formatDate(s.expiresAt),
    })),
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const userId = params.userId ?? ''
  const formData = await request.formData().catch(() => new FormData())
  const intent = String(formData.get('intent') ?? '')
  const done = (notice: AdminUserNotice) =>
    redirect(`/admin/users/${encodeURIComponent(userId)}?notice=${notice}`, { status: 303 })
  const unable = (status: number, message: string) =>
    data<UserActionData>({ intent, message }, { status })

  if (intent === ADJUST_POINTS_INTENT) {
    const submission = parseWithZod(formData, { schema: pointsAdjustmentSchema })
    if (submission.status !== 'success') {
      return data<UserActionData>({ intent, result: submission.reply() }, { status: 400 })
    }
    try {
      await adjustPoints({ userId, ...submission.value, actor: admin.email })
    } catch (error) {
      return refuse(error, {
        submission,
        summary: false,
        body: (result): UserActionData => ({ intent, result }),
      })
    }
    return done('points-adjusted')
  }

  try {
    switch (intent) {
      case USER_INTENTS.revokeSession: {
        const ended = await endUserSession(userId, String(formData.get('sessionId') ?? ''))
        if (!ended) return unable(404, ADMIN_USER_MESSAGES.sessionNotFound)
        return done('session-revoked')
      }
      case USER_INTENTS.revokeAllSessions: {
        // An admin signing themselves out everywhere keeps this browser signed in.
        const keep = admin.id === userId ? await currentSessionId(request) : null
        await endOtherSessions(userId, keep ?? undefined)
        return done('sessions-revoked')
      }
      case USER_INTENTS.grantAdmin:
      case USER_INTENTS.removeAdmin: {
        const makeAdmin = intent === USER_INTENTS.grantAdmin
        await setAdminAccess({ userId, admin: makeAdmin, actor: admin })
        return done(makeAdmin ? 'admin-granted' : 'admin-removed')
      }
      default:
        return unable(400, ADMIN_USER_MESSAGES.unknownAction)
    }
  } catch (error) {
    return refuse(error, { body: ({ message }): UserActionData => ({ intent, message }) })
  }
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>
type OrderRow = Loaded['orders']['rows'][number]

const ORDER_COLUMNS: Column<OrderRow>[] = [
  {
    key: 'number',
    header: 'Order',
    rowHeader: true,
    cell: (o) => (
      <Link to={`/admin/orders/${o.id}`} className="font-semibold text-brand-600 hover:underline">
        {o.number}
      </Link>
    ),
  },
  { key: 'placed', header: 'Placed', cell: (o) => o.placedLabel },
  { key: 'status', header: 'Status', cell: (o) => o.statusLabel },
  { key: 'items', header: 'Items', align: 'right', cell: (o) => o.itemCount },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    cell: (o) => (
      <span className="tabular-nums">
        {formatPaise(o.totalPaise)}
        {o.refundedPaise ? (
          <span className="block text-xs text-black/55">
            {formatPaise(o.refundedPaise)} refunded
          </span>
        ) : null}
      </span>
    ),
  },
]

export default function AdminUserPage() {
  const { user, addresses, orders, self, adminCount, points, sessions } =
    useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [search] = useSearchParams()
  const notice = ADMIN_USER_NOTICES[search.get('notice') as AdminUserNotice] ?? null
  // Each card shows its own form's refusal; this is for a post no card sent.
  const failure =
    actionData?.message && !isUserIntent(actionData.intent) ? actionData.message : null
  return (
    <div className="space-y-6">
      <div>
        <Link to="/admin/users" className="text-sm text-black/60 hover:text-black">
          ← Users
        </Link>
        <h1 className="mt-1 flex flex-wrap items-center gap-3 font-display text-3xl tracking-tight">
          {user.name || user.email}
          {user.isAdmin ? <AdminBadge /> : null}
        </h1>
        <p className="mt-1 text-sm text-black/60">
          {user.email}
          {user.phone ? ` · ${user.phone}` : ''} · joined {user.joinedLabel}
          {self ? ' · this is you' : ''}
        </p>
      </div>
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}

      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[
          { label: 'Paid orders', value: String(user.paidOrders) },
          { label: 'Spend', value: formatPaise(user.spendPaise) },
          { label: 'Orders placed', value: String(user.orderCount) },
          { label: 'Reviews written', value: String(user.reviewCount) },
        ].map((item) => (
          <div key={item.label} className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
            <dt className="text-sm text-black/60">{item.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="profile" title="Profile" padding="p-5" titleClassName="font-semibold">
          <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-black/60">First name</dt>
            <dd>{user.firstName || '—'}</dd>
            <dt className="text-black/60">Last name</dt>
            <dd>{user.lastName || '—'}</dd>
            {user.displayName ? (
              <>
                <dt className="text-black/60">Display name</dt>
                <dd>{user.displayName}</dd>
              </>
            ) : null}
            <dt className="text-black/60">Email</dt>
            <dd className="break-all">
              <a href={`mailto:${user.email}`} className="hover:underline">
                {user.email}
              </a>
            </dd>
            <dt className="text-black/60">Phone</dt>
            <dd>
              {user.phone ? (
                <a href={`tel:+91${user.phone}`} className="hover:underline">
                  {user.phone}
                </a>
              ) : (
                '—'
              )}
            </dd>
            <dt className="text-black/60">Signs in with</dt>
            <dd>{user.hasPassword ? 'Password or phone code' : 'Phone code only'}</dd>
            <dt className="text-black/60">Joined</dt>
            <dd>{user.joinedLabel}</dd>
          </dl>
        </Card>
        <Card id="addresses" title="Saved addresses" padding="p-5" titleClassName="font-semibold">
          {addresses.length ? (
            <ul className="mt-3 space-y-3 text-sm">
              {addresses.map((a) => (
                <li key={a.id}>
                  <p className="font-medium">
                    {a.name}
                    {a.isDefault ? (
                      <span className="ml-2 rounded-full bg-paper px-2 py-0.5 text-xs">
                        Default
                      </span>
                    ) : null}
                  </p>
                  <p className="text-black/70">{a.text}</p>
                  <p className="text-black/60">{a.phone}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-black/60">No saved addresses.</p>
          )}
        </Card>
      </div>

      <section aria-labelledby="orders" className="space-y-3">
        <DataTable
          caption={<span id="orders">Orders</span>}
          columns={ORDER_COLUMNS}
          rows={orders.rows}
          rowKey={(o) => o.id}
          empty="No orders yet."
        />
        <KeysetPager
          next={orders.next}
          previous={orders.previous}
          previousLabel="Newer orders"
          nextLabel="Older orders"
        />
      </section>

      <PointsCard points={points} actionData={actionData} />
      <SessionsCard sessions={sessions} self={self} actionData={actionData} />
      <AdminAccess user={user} self={self} adminCount={adminCount} actionData={actionData} />
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privatePageMeta(`${data?.user.name || data?.user.email || 'User'} · Admin`)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
