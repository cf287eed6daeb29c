// Its own module: the product page's upload field uses it without the order's artwork form (and
// its submit button), which would add about 2 KB to the product page's JavaScript.
/** The back side's file input of a two-sided product (images only: a PDF goes in the front). */
export function BackFileInput({
  id,
  labelClass,
  inputClass,
}: {
  id: string
  labelClass: string
  inputClass: string
}) {
  return (
    <>
      <label htmlFor={`${id}-back`} className={labelClass}>
        Back
      </label>
      <input
        id={`${id}-back`}
        name="designBack"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/tiff"
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
    </>
  )
}
