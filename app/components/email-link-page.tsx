import { Form, Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormMessage, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/use-is-pending.ts'

/**
 * The page an emailed link opens: the refusal when the link is no good, what was done once it is,
 * and otherwise the question with its one button (a plain form: it works without JavaScript).
 */
export function EmailLinkPage({
  title,
  token,
  problem,
  done,
  said,
  note,
  ask,
  button,
  pendingText,
}: {
  title: string
  token: string
  problem: string | null | undefined
  done: boolean
  /** What the page says once done, and a line under it. */
  said: ReactNode
  note?: ReactNode
  ask: ReactNode
  button: string
  pendingText: string
}) {
  const pending = useIsPending()
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {problem ? (
        <div className="mt-6">
          <FormMessage tone="error">{problem}</FormMessage>
        </div>
      ) : done ? (
        <div className={note ? 'mt-6 space-y-4' : 'mt-6'}>
          <FormMessage tone="success">{said}</FormMessage>
          {note ? <p className="text-black/70">{note}</p> : null}
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="token" value={token} />
          <p className="text-black/70">{ask}</p>
          <SubmitButton pending={pending} pendingText={pendingText}>
            {button}
          </SubmitButton>
        </Form>
      )}
      <p className="mt-8">
        <Link to="/" className="text-sm underline">
          Back to PrintStudio
        </Link>
      </p>
    </section>
  )
}
