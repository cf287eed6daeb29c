/**
 * The page an emailed link opens (confirm an email, unsubscribe from reminders): the GET only
 * reads what the link's token stands for (a mail scanner opening the link changes nothing) and the
 * POST acts on it. The POST takes the token from the page's hidden field or, for a one-click POST
 * (RFC 8058 List-Unsubscribe), from the link's own `?token=`. A refused token answers the page's
 * data with `problem`, through the one refusal helper.
 */
import { data } from '@remix-run/node'
import { refuse } from './action-reply.server.ts'

/** The GET: `read` tells what the token stands for; a refused token answers `empty` and the problem. */
export async function emailLinkLoader<Status extends object>(
  request: Request,
  read: (token: string) => Promise<Status>,
  empty: Status,
  headers?: HeadersInit,
) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    const status = await read(token)
    return data({ token, ...status, problem: null as string | null }, { headers })
  } catch (error) {
    return refuse(error, {
      body: (refusal) => ({ token: '', ...empty, problem: refusal.message as string | null }),
      headers,
    })
  }
}

/** The POST: `act` does what the link is for and names the address it was for. */
export async function emailLinkAction(
  request: Request,
  act: (token: string) => Promise<{ email: string }>,
  headers?: HeadersInit,
) {
  const formData = await request.formData().catch(() => new FormData())
  const token = String(
    formData.get('token') ?? new URL(request.url).searchParams.get('token') ?? '',
  )
  try {
    const { email } = await act(token)
    return data({ done: true, email, problem: null as string | null }, { headers })
  } catch (error) {
    return refuse(error, {
      body: (refusal) => ({ done: false, email: '', problem: refusal.message as string | null }),
      headers,
    })
  }
}
