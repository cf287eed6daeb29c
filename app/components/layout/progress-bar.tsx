import { useNavigation } from '@remix-run/react'

/** A slim bar and spinner at the top while a page loads (only shown after a short wait). */
export function ProgressBar() {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div
      role="progressbar"
      aria-hidden={!busy}
      aria-label="Loading page"
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 transition-opacity delay-150 ${
        busy ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <div
        className={`h-full bg-brand-500 ${busy ? 'animate-[progress_2s_ease-out_forwards]' : 'w-0'}`}
      />
      {busy ? (
        <span className="absolute top-2 right-3 size-4 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" />
      ) : null}
    </div>
  )
}
