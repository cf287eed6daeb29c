/**
 * The "Upload your design" file fields of the add-to-cart form: the product page uses them, and
 * the designer offers them when JavaScript is off. One field per printed side (`design` for the
 * front or a PDF with every side, `designBack` for the back), posted (multipart) to
 * /cart?productId=…. When the cart sent the shopper back with the preflight of a file they
 * uploaded, its findings are shown here in words, and the same file can be added again: with the
 * tick "I have checked my proof" when it has warnings (decision 032).
 */
import { BackFileInput } from '#app/components/back-file-input.tsx'

export function formatMm(mm: number) {
  return Number.isInteger(mm) ? String(mm) : mm.toFixed(1)
}

export interface ArtworkResult {
  uploadId: string
  kind: 'image' | 'pdf'
  summary: string
  issues: Array<{ code: string; severity: 'warning' | 'error'; message: string }>
  errors: number
  warnings: number
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/tiff,application/pdf,.pdf'
const INPUT_CLASS =
  'mt-2 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700'

export function DesignUploadField({
  artWidthMm,
  artHeightMm,
  id = 'design',
  sides = ['Front'],
  pages = sides.length,
  result = null,
}: {
  /** Artwork size including bleed. */
  artWidthMm: number
  artHeightMm: number
  id?: string
  /** The printed sides, one image field each (none: a PDF of `pages` pages only). */
  sides?: string[]
  pages?: number
  /** The preflight of a file already uploaded for this product (the cart sent the shopper back). */
  result?: ArtworkResult | null
}) {
  const twoSided = sides.length === 2
  const size = `${formatMm(artWidthMm)} × ${formatMm(artHeightMm)} mm`
  return (
    <div id="artwork" className="rounded-xl border border-dashed border-black/20 p-4">
      {result ? <ArtworkFindings result={result} id={id} /> : null}
      <fieldset>
        <legend className="block text-sm font-medium">
          {result ? 'Or upload another file' : 'Your own file'}
        </legend>
        <p id={`${id}-hint`} className="mt-1 text-xs text-black/55">
          {sides.length === 0
            ? `A PDF with ${pages} pages, up to 25 MB, each page ${size} including bleed.`
            : twoSided
              ? `One image per side (JPG, PNG, WebP or TIFF), or one PDF with 2 pages for both, up to 25 MB each. For sharp print, use 300 DPI at ${size} including bleed.`
              : `A JPG, PNG, WebP, TIFF or PDF up to 25 MB. For sharp print, use 300 DPI at ${size} including bleed.`}
        </p>
        <label htmlFor={id} className="mt-3 block text-sm">
          Upload your design
          {twoSided ? ': front (or a 2-page PDF)' : sides.length === 0 ? ' (PDF)' : ''}
        </label>
        <input
          id={id}
          name="design"
          type="file"
          accept={sides.length === 0 ? 'application/pdf,.pdf' : ACCEPT}
          aria-describedby={`${id}-hint`}
          className={INPUT_CLASS}
        />
        {twoSided ? (
          <BackFileInput id={id} labelClass="mt-3 block text-sm" inputClass={INPUT_CLASS} />
        ) : null}
      </fieldset>
    </div>
  )
}

function ArtworkFindings({ result, id }: { result: ArtworkResult; id: string }) {
  const blocked = result.errors > 0
  return (
    <div
      role={blocked ? 'alert' : 'status'}
      className={`mb-4 rounded-lg p-3 text-sm ${blocked ? 'bg-red-50 text-red-900' : result.warnings ? 'bg-amber-50 text-amber-950' : 'bg-emerald-50 text-emerald-900'}`}
    >
      <p className="font-semibold">
        {blocked
          ? 'Your file cannot be printed as it is:'
          : result.warnings
            ? 'Your file has warnings: check them before you order.'
            : 'Your file is ready to print.'}
      </p>
      <p className="mt-1">{result.summary}</p>
      {result.issues.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {result.issues.map((issue, i) => (
            <li key={`${issue.code}-${i}`}>
              <span className="font-medium">
                {issue.severity === 'error' ? 'Fix this' : 'Warning'}:
              </span>{' '}
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      <input type="hidden" name="artwork" value={result.uploadId} />
      {blocked ? null : (
        <>
          {result.warnings ? (
            <label htmlFor={`${id}-proof`} className="mt-3 flex items-start gap-2 font-medium">
              <input
                id={`${id}-proof`}
                type="checkbox"
                name="proofChecked"
                className="mt-0.5 size-4"
              />
              I have checked my proof
            </label>
          ) : null}
          <p className="mt-2 text-xs">
            Press Add to cart to order this file, or choose another file below.
          </p>
        </>
      )}
    </div>
  )
}
