import type { ReactNode } from 'react'

/**
 * A white card named by its heading: account panels, order details, the cart's summary.
 * `className` adds layout classes (width, stickiness); `padding` and `titleClassName` keep the
 * two card sizes the store uses (roomy panels `p-6`, side cards `p-5` with a small heading).
 */
export function Card({
  id,
  title,
  children,
  as: Tag = 'section',
  heading: Heading = 'h2',
  padding = 'p-6',
  titleClassName = 'text-xl font-semibold tracking-tight',
  className,
}: {
  id: string
  title: ReactNode
  children: ReactNode
  as?: 'section' | 'aside'
  heading?: 'h2' | 'h3'
  padding?: 'p-5' | 'p-6'
  titleClassName?: string
  className?: string
}) {
  return (
    <Tag
      aria-labelledby={id}
      className={[className, 'rounded-2xl bg-white', padding, 'ring-1 ring-black/5']
        .filter(Boolean)
        .join(' ')}
    >
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  )
}
