import { Form } from '@remix-run/react'
import { useIntentPending } from '#app/components/auth/sign-in-forms.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { USER_INTENTS, type UserActionData } from './intents.ts'

/** One signed-in browser or API token, as the page shows it. */
export type SessionRow = {
  id: string
  device: string
  userAgent: string
  ip: string | null
  /** The admin's own session (this browser). */
  current: boolean
  createdLabel: string
  lastSeenLabel: string
  expiresLabel: string
}

const smallButton =
  'rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5 disabled:opacity-60'

/**
 * Where the customer is signed in (browsers and API tokens), with a way to sign one out, or all:
 * a lost phone, a shared computer, a customer who asks.
 */
export function SessionsCard({
  sessions,
  self,
  actionData,
}: {
  sessions: readonly SessionRow[]
  /** The admin is looking at their own account. */
  self: boolean
  actionData?: UserActionData
}) {
  const revokingAll = useIntentPending(USER_INTENTS.revokeAllSessions)
  const failure =
    actionData?.intent === USER_INTENTS.revokeSession ||
    actionData?.intent === USER_INTENTS.revokeAllSessions
      ? actionData.message
      : null
  return (
    <Card id="sessions" title="Signed-in devices" padding="p-5" titleClassName="font-semibold">
      <p className="mt-1 text-sm text-black/60">
        Signing a device out ends its session at once; the customer signs in again there.
      </p>
      {failure ? (
        <div className="mt-3">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
      {sessions.length ? (
        <>
          <ul className="mt-4 divide-y divide-black/5">
            {sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-medium" title={s.userAgent}>
                    {s.device}
                    {s.current ? (
                      <span className="ml-2 rounded-full bg-paper px-2 py-0.5 text-xs">
                        This browser
                      </span>
                    ) : null}
                  </p>
                  <p className="text-black/60">
                    Signed in {s.createdLabel} · last seen {s.lastSeenLabel} · expires{' '}
                    {s.expiresLabel}
                    {s.ip ? ` · IP ${s.ip}` : ''}
                  </p>
                </div>
                <RevokeSession sessionId={s.id} device={s.device} />
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={USER_INTENTS.revokeAllSessions} />
            <button type="submit" disabled={revokingAll} className={smallButton}>
              {revokingAll
                ? 'Signing out…'
                : self
                  ? 'Sign out everywhere else'
                  : 'Sign out everywhere'}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-sm text-black/60">Not signed in anywhere.</p>
      )}
    </Card>
  )
}

function RevokeSession({ sessionId, device }: { sessionId: string; device: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={USER_INTENTS.revokeSession} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <button type="submit" className={smallButton} aria-label={`Sign out ${device}`}>
        Sign out
      </button>
    </Form>
  )
}
