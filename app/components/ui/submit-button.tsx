import type { ButtonHTMLAttributes } from 'react'

/**
 * The form's main button: disabled and relabelled while `pending` (from `useIsPending` in
 * `#app/utils/use-is-pending.ts`, the one pending check).
 */
export function SubmitButton({
  pending,
  pendingText,
  children,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingText?: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black disabled:opacity-60 ${className}`}
      {...props}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  )
}
