import { ARTWORK_TEXT } from '#app/utils/artwork.ts'

/**
 * The artwork rule's third way (decision 033), beside an add-to-cart form's upload field: pay now,
 * send the file later from My Account. Posts `artworkLater=on`.
 */
export function SendLaterChoice({ id = 'artworkLater' }: { id?: string }) {
  return (
    <div className="flex gap-3 text-sm">
      <input
        id={id}
        name="artworkLater"
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {ARTWORK_TEXT.sendLaterLabel}
        </label>
        <p id={`${id}-hint`} className="text-xs text-black/55">
          {ARTWORK_TEXT.sendLaterHint}
        </p>
      </div>
    </div>
  )
}
