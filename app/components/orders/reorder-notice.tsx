import { useSearchParams } from '@remix-run/react'
import { FormMessage } from '#app/components/ui/form-message.tsx'

/** `/cart?notice=reordered&skipped=<name>...`: where "Order again" lands. */
export const REORDER_NOTICE = 'reordered'

/**
 * The cart's notice after "Order again": the items are back, and which ones could not be (named
 * in the query, so it works without JavaScript and survives a reload). Shown as plain text.
 */
export function ReorderNotice() {
  const [params] = useSearchParams()
  if (params.get('notice') !== REORDER_NOTICE) return null
  const skipped = params
    .getAll('skipped')
    .slice(0, 20)
    .map((name) => name.slice(0, 120))
  return (
    <div className="mt-4">
      <FormMessage tone={skipped.length ? 'info' : 'success'}>
        The items of your order are back in your cart.
        {skipped.length
          ? ` These are no longer available and were not added: ${skipped.join(', ')}.`
          : ''}
      </FormMessage>
    </div>
  )
}
