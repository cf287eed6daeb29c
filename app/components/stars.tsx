/** A rating out of five as filled stars, read out as "4.5 out of 5 stars". */
export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const filled = Math.round(rating)
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`${size} ${n <= filled ? 'fill-accent' : 'fill-black/15'}`}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  )
}

export const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.85L10 14.9l-5.25 2.75 1-5.85L1.5 7.7l5.9-.9z'
