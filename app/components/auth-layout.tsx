import type { ReactNode } from 'react'

/** The frame of the sign-in pages: a centred card with a title and an intro. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-white to-paper px-4 py-10 md:py-16">
      <div className="mx-auto max-w-md">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5 md:p-10">
          <h1 className="font-display text-3xl tracking-tight">{title}</h1>
          {intro ? <div className="mt-2 text-black/65">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-black/65">{footer}</div> : null}
      </div>
    </div>
  )
}

export const linkClass = 'font-semibold text-brand-600 hover:underline'
