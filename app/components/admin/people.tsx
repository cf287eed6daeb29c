/** Small parts of the admin's people screens (users and reviews). */

/** Marks a user who has admin access. */
export function AdminBadge() {
  return (
    <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">Admin</span>
  )
}
