/**
 * The panel's "Add" section: buttons for a text, the shapes and a QR code, and the file field for a
 * photo (into the selected photo frame when there is one), with the upload's progress.
 */
import { useId, useRef } from 'react'
import { buttonClass, Section, type PanelActions } from './panel.tsx'

export function AddSection({ actions, uploading }: { actions: PanelActions; uploading: boolean }) {
  const fileRef = useRef<HTMLInputElement>(null)
  const fileId = useId()
  return (
    <Section title="Add">
      <div className="flex flex-wrap gap-1.5">
        <button type="button" className={buttonClass} onClick={actions.addText}>
          Add text
        </button>
        <button type="button" className={buttonClass} onClick={() => actions.addShape('rectangle')}>
          Add rectangle
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => actions.addShape('rounded-rectangle')}
        >
          Add rounded rectangle
        </button>
        <button type="button" className={buttonClass} onClick={() => actions.addShape('ellipse')}>
          Add ellipse
        </button>
        <button type="button" className={buttonClass} onClick={() => actions.addShape('line')}>
          Add line
        </button>
        <button type="button" className={buttonClass} onClick={actions.addQr}>
          Add QR code
        </button>
      </div>
      <div className="mt-2">
        <label htmlFor={fileId} className="block text-xs font-medium text-black/70">
          Add image{' '}
          <span className="font-normal text-black/60">
            (JPG, PNG, WebP or TIFF; fills the selected photo frame, or drop it on one)
          </span>
        </label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/tiff"
          disabled={uploading}
          className="mt-1 block w-full text-xs file:mr-2 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-xs file:font-medium file:text-brand-700"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) actions.addImage(file)
            e.target.value = ''
          }}
        />
        {uploading ? (
          <p role="status" className="mt-1 text-xs text-black/60">
            Uploading image…
          </p>
        ) : null}
      </div>
    </Section>
  )
}
