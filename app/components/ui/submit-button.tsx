import type { ButtonHTMLAttributes } from 'react'

const VARIANTS = {
  primary: 'bg-ink text-white hover:bg-black',
  /** A quieter action beside a primary one. */
  secondary: 'bg-white text-ink ring-1 ring-black/15 hover:bg-black/5',
  /** An action that cannot be undone (cancelling an order). */
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const

/**
 * The form's main button: disabled and relabelled while `pending` (from `useIsPending` in
 * `#app/utils/use-is-pending.ts`, the one pending check).
 */
export function SubmitButton({
  pending,
  pendingText,
  children,
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  pending?: boolean
  pendingText?: string
  variant?: keyof typeof VARIANTS
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`rounded-full px-6 py-3 text-sm font-semibold disabled:opacity-60 ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  )
}
