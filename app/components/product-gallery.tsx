import { Link } from '@remix-run/react'
import type { ShownImage } from '#app/utils/product-images.ts'

/** The main photo's width: the page's left column on a wide screen, the whole width on a phone. */
const MAIN_SIZES = '(min-width: 1024px) 640px, 100vw'

/** A small, lazily loaded copy of a photo, at its own aspect ratio (no layout shift). */
export function PhotoThumb({
  image,
  width,
  className,
}: {
  image: ShownImage
  width: number
  className: string
}) {
  return (
    <img
      src={image.src}
      alt=""
      width={width}
      height={Math.round((width * image.height) / image.width)}
      loading="lazy"
      decoding="async"
      className={`object-cover ${className}`}
    />
  )
}

/**
 * The product page's photos (decision 065): the chosen one large, then every photo as a thumbnail
 * link (`?image=2`, keeping the page's other choices), so the gallery works without JavaScript;
 * with it the links navigate client-side without scrolling. One photo: no thumbnails.
 */
export function ProductGallery({
  images,
  chosen,
  keep,
}: {
  images: ShownImage[]
  /** The shown photo's index (0-based), already within range. */
  chosen: number
  /** The page's query parameters to keep in the thumbnails' links. */
  keep: Record<string, string>
}) {
  const main = images[chosen]!
  const linkTo = (index: number) => {
    const query = new URLSearchParams({ ...keep, image: String(index + 1) })
    if (index === 0) query.delete('image')
    return query.size ? `?${query}` : '.'
  }
  return (
    <div>
      <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-black/5">
        <img
          src={main.src}
          srcSet={main.srcSet}
          sizes={MAIN_SIZES}
          alt={main.alt}
          width={main.width}
          height={main.height}
          className="h-auto w-full"
        />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Product photos">
          {images.map((image, index) => (
            <li key={image.src}>
              <Link
                to={linkTo(index)}
                preventScrollReset
                replace
                aria-current={index === chosen ? 'true' : undefined}
                aria-label={`Show photo ${index + 1}: ${image.alt}`}
                className={`block overflow-hidden rounded-lg ring-2 ${
                  index === chosen ? 'ring-brand-600' : 'ring-transparent hover:ring-black/20'
                }`}
              >
                <PhotoThumb image={image} width={80} className="h-16 w-20" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
