import { useSearchParams } from '@remix-run/react'
import { FormMessage } from '#app/components/ui/form-message.tsx'

/** `/cart?notice=recovered` (or `recovered-empty`): where a cart reminder's link lands. */
export const RECOVERY_NOTICES = {
  recovered: 'Your cart is back as you left it. Prices are today’s prices.',
  'recovered-empty':
    'The items from your earlier checkout are no longer in your cart: they were removed or ordered since.',
} as const

/** The cart's short notice after a recovery email's link (in the query: no JavaScript needed). */
export function RecoveryNotice() {
  const [params] = useSearchParams()
  const notice = params.get('notice')
  if (notice !== 'recovered' && notice !== 'recovered-empty') return null
  return (
    <div className="mt-4">
      <FormMessage tone={notice === 'recovered' ? 'success' : 'info'}>
        {RECOVERY_NOTICES[notice]}
      </FormMessage>
    </div>
  )
}
