import type { ReactNode } from 'react'

/** A form-level message: an error (role=alert) or a confirmation (role=status). */
export function FormMessage({
  tone,
  id,
  children,
}: {
  tone: 'error' | 'success' | 'info'
  id?: string
  children: ReactNode
}) {
  if (!children) return null
  const styles = {
    error: 'bg-red-50 text-red-800 ring-red-200',
    success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    info: 'bg-brand-50 text-ink ring-brand-100',
  }[tone]
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${styles}`}
    >
      {children}
    </div>
  )
}
