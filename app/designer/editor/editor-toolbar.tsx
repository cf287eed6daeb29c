/**
 * The designer's top bar: the product's name, the template picker, Undo and Redo (with their
 * keyboard shortcuts announced), the autosave status and, once the design is saved, the proof
 * PDF to download with and without crop marks.
 */
import { type ComponentProps } from 'react'
import { SAVE_LABELS, type SaveStatus } from './autosave.ts'
import { TemplatePicker } from './template-picker.tsx'

export function EditorToolbar({
  title,
  picker,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  status,
  proofUrl,
}: {
  /** The product's name. */
  title: string
  picker: ComponentProps<typeof TemplatePicker>
  canUndo: boolean
  canRedo: boolean
  onUndo: () => void
  onRedo: () => void
  status: SaveStatus
  /** The saved design's proof, or null before the first save. */
  proofUrl: string | null
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-black/10 px-3 py-2">
      <h1 className="mr-2 truncate text-base font-semibold">
        {title} <span className="font-normal text-black/60">designer</span>
      </h1>
      <TemplatePicker {...picker} />
      <div className="ml-auto flex flex-wrap items-center gap-1">
        <HistoryButton label="Undo" disabled={!canUndo} keys="Control+Z Meta+Z" onClick={onUndo} />
        <HistoryButton
          label="Redo"
          disabled={!canRedo}
          keys="Control+Shift+Z Meta+Shift+Z Control+Y"
          onClick={onRedo}
        />
        <p
          role="status"
          data-testid="save-status"
          className={`ml-2 text-sm ${status === 'error' || status === 'signed-out' ? 'font-medium text-red-700' : 'text-black/60'}`}
        >
          {SAVE_LABELS[status]}
        </p>
        {proofUrl ? (
          <>
            <a
              href={proofUrl}
              download
              className="ml-2 inline-flex min-h-9 items-center rounded-md px-2.5 text-sm font-medium text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50 pointer-coarse:min-h-11"
            >
              Download proof (PDF)
            </a>
            <a
              href={`${proofUrl}?marks=1`}
              download
              className="inline-flex min-h-9 items-center rounded-md px-2.5 text-sm font-medium text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50 pointer-coarse:min-h-11"
            >
              Proof with crop marks
            </a>
          </>
        ) : null}
      </div>
    </div>
  )
}

/** The toolbar's Undo or Redo button, with its keyboard shortcuts announced. */
function HistoryButton({
  label,
  disabled,
  keys,
  onClick,
}: {
  label: string
  disabled: boolean
  keys: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="min-h-9 rounded-md px-2.5 py-1.5 text-sm ring-1 ring-black/15 hover:bg-black/5 disabled:opacity-40 pointer-coarse:min-h-11"
      disabled={disabled}
      aria-keyshortcuts={keys}
      onClick={onClick}
    >
      {label}
    </button>
  )
}
