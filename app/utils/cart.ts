import { useFetchers, useNavigation } from '@remix-run/react'

/**
 * The cart badge, adjusted for cart changes still on their way to the server (optimistic UI):
 * a pending quantity change or removal shows at once; the server's number replaces it on reply.
 */
export function useCartCount(serverCount: number) {
  const fetchers = useFetchers()
  const navigation = useNavigation()
  let count = serverCount
  const pending = [...fetchers.map((f) => f.formData), navigation.formData]
  for (const form of pending) {
    if (!form) continue
    const intent = form.get('intent')
    const previous = Number(form.get('previousQuantity') ?? 0) || 0
    if (intent === 'add') count += Number(form.get('packs') ?? 1) || 1
    else if (intent === 'remove') count -= previous
    else if (intent === 'update') {
      const next = Number(form.get('quantity'))
      if (Number.isFinite(next)) count += Math.max(0, Math.min(100, Math.trunc(next))) - previous
    }
  }
  return Math.max(0, count)
}
