/**
 * The admin sidebar's remembered state (decision 034): `open` or `closed` once the admin has pressed
 * its toggle, nothing before, when the layout's default applies (open on a desktop, closed on a
 * phone). A plain cookie: it only says how a menu looks.
 */
import { createCookie } from '@remix-run/node'
import { getEnv } from '../platform/env.server.ts'
import { secureCookies } from './session.server.ts'

export type SidebarState = 'open' | 'closed'

const ONE_YEAR = 365 * 24 * 60 * 60

function sidebarCookie() {
  const env = getEnv()
  return createCookie('ps_admin_sidebar', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(env.NODE_ENV, env.APP_URL),
    // Not Path=/admin: the dashboard's data request is /admin.data, which that path does not cover,
    // so the phone's opened menu closed again when the page revalidated.
    path: '/',
    maxAge: ONE_YEAR,
  })
}

export const isSidebarState = (value: unknown): value is SidebarState =>
  value === 'open' || value === 'closed'

/** What the admin chose last, or null for the layout's default. */
export async function readSidebarState(request: Request): Promise<SidebarState | null> {
  const value: unknown = await sidebarCookie().parse(request.headers.get('Cookie'))
  return isSidebarState(value) ? value : null
}

/** The Set-Cookie header that remembers `state`. */
export const rememberSidebarState = (state: SidebarState) => sidebarCookie().serialize(state)
