import { type LoaderFunctionArgs } from '@remix-run/node'
import { getEnv } from '#app/server/platform/env.server.ts'
import { outboxFor } from '#app/server/platform/outbox.server.ts'

/**
 * GET /dev/outbox?to=<email or phone>: the newest kept emails and SMS to an address, as JSON, so
 * end-to-end tests (and a developer without SMTP) can read codes and links. Exists only when the
 * server runs with MOCKS=true; otherwise it is a plain 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!getEnv().MOCKS) throw new Response('Not found', { status: 404 })
  const to = new URL(request.url).searchParams.get('to')?.trim() ?? ''
  if (!to) return Response.json({ messages: [] }, { status: 400 })
  const messages = await outboxFor(to)
  return Response.json(
    {
      messages: messages.map((m) => ({
        channel: m.channel,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt,
      })),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
