import { Link } from '@remix-run/react'

/** The "← Products" line above an admin detail page: back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="text-sm">
      <Link to={to} className="font-medium text-brand-600 hover:underline">
        ← {children}
      </Link>
    </p>
  )
}
