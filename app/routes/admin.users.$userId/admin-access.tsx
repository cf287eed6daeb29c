import { Form } from '@remix-run/react'
import { useIntentPending } from '#app/components/auth/sign-in-forms.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { USER_INTENTS, type UserActionData } from './intents.ts'

/**
 * Giving or taking admin access. The rules (never oneself, never the last admin) are the
 * server's; the page explains them before anyone tries.
 */
export function AdminAccess({
  user,
  self,
  adminCount,
  actionData,
}: {
  user: { isAdmin: boolean }
  /** The admin is looking at their own account. */
  self: boolean
  adminCount: number
  actionData?: UserActionData
}) {
  const intent = user.isAdmin ? USER_INTENTS.removeAdmin : USER_INTENTS.grantAdmin
  const pending = useIntentPending(intent)
  const failure =
    actionData?.intent === USER_INTENTS.grantAdmin ||
    actionData?.intent === USER_INTENTS.removeAdmin
      ? actionData.message
      : null
  const blocked = user.isAdmin
    ? self
      ? 'You cannot remove your own admin access; another admin can.'
      : adminCount <= 1
        ? 'This is the only admin: make someone else an admin before removing this one.'
        : null
    : null
  return (
    <Card id="admin-access" title="Admin access" padding="p-5" titleClassName="font-semibold">
      <p className="mt-1 text-sm text-black/65">
        {user.isAdmin
          ? 'This account can open the admin area: orders, customers, reviews, reports and webhooks.'
          : 'A customer account. Admins can see every order and customer and change them.'}
      </p>
      {failure ? (
        <div className="mt-3">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
      {blocked ? (
        <p className="mt-3 text-sm text-black/60">{blocked}</p>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={intent} />
          <button
            type="submit"
            disabled={pending}
            className={
              user.isAdmin
                ? 'rounded-full px-5 py-2.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60'
                : 'rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-black disabled:opacity-60'
            }
          >
            {user.isAdmin ? 'Remove admin access' : 'Make admin'}
          </button>
        </Form>
      )}
    </Card>
  )
}
