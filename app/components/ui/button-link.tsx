import { Link, type LinkProps } from '@remix-run/react'

const VARIANTS = {
  primary: 'rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black',
  secondary:
    'rounded-full bg-white px-6 py-3 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40',
}

/** A link that looks like a button: the dark main action or the outlined second choice. */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: keyof typeof VARIANTS }) {
  return <Link {...props} className={`${VARIANTS[variant]} ${className}`.trim()} />
}
