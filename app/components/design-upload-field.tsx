/**
 * The "Upload your design" file field of the add-to-cart form: the product page uses it, and the
 * designer offers it when JavaScript is off. Posts as `design` (multipart) to /cart?productId=….
 */
export function formatMm(mm: number) {
  return Number.isInteger(mm) ? String(mm) : mm.toFixed(1)
}

export function DesignUploadField({
  artWidthMm,
  artHeightMm,
  id = 'design',
}: {
  /** Artwork size including bleed. */
  artWidthMm: number
  artHeightMm: number
  id?: string
}) {
  return (
    <div className="rounded-xl border border-dashed border-black/20 p-4">
      <label htmlFor={id} className="block text-sm font-medium">
        Upload your design <span className="font-normal text-black/55">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-black/55">
        JPG, PNG, WebP or TIFF up to 25 MB. For sharp print, use 300 DPI at {formatMm(artWidthMm)} ×{' '}
        {formatMm(artHeightMm)} mm including bleed.
      </p>
      <input
        id={id}
        name="design"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/tiff"
        aria-describedby={`${id}-hint`}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700"
      />
    </div>
  )
}
