import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useSearchParams,
  useSubmit,
} from '@remix-run/react'
import { SortableList } from '#app/components/admin/sortable-list.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import {
  navigationOverview,
  reorderCollections,
} from '#app/server/admin/catalog-navigation.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { readOrderChange } from '#app/utils/admin-categories.ts'

/**
 * /admin/navigation (issue 24, decision 055): the six mega-menus and the home page's groups, each
 * list put in order by Up/Down (no JavaScript) or by dragging (the same post); a menu, column or
 * group is edited on its own page. Every instance shows a change within a second.
 */
const LISTS = { MEGA_MENU: 'Mega-menus', HOME_GROUP: 'Home page groups' } as const
type ListKind = keyof typeof LISTS

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return data(await navigationOverview())
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await request.formData().catch(() => new FormData())
  const intent = String(form.get('intent') ?? '')
  const list = String(form.get('list') ?? '')
  try {
    const change = readOrderChange(form, intent)
    if (!change || !(list in LISTS)) throw new AppError(400, 'That action is not known.')
    await reorderCollections({ kind: list as ListKind }, change, admin.email)
    return redirect('/admin/navigation?notice=moved', 303)
  } catch (error) {
    return refuse(error, { body: (refusal) => ({ message: refusal.message }) })
  }
}

function OrderForm({
  list,
  items,
  children,
}: {
  list: ListKind
  items: { id: string; title: string }[]
  children: (item: { id: string; title: string }) => React.ReactNode
}) {
  const submit = useSubmit()
  return (
    <Form method="post">
      <input type="hidden" name="list" value={list} />
      <SortableList
        items={items}
        label={LISTS[list]}
        name={(i) => i.title}
        onReorder={(ids) => {
          const body = new FormData()
          body.set('intent', 'reorder')
          body.set('list', list)
          for (const id of ids) body.append('order', id)
          submit(body, { method: 'post' })
        }}
      >
        {(item) => children(item)}
      </SortableList>
    </Form>
  )
}

export default function AdminNavigation() {
  const { menus, groups } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const [search] = useSearchParams()
  const byMenu = new Map(menus.map((m) => [m.id, m]))
  const byGroup = new Map(groups.map((g) => [g.id, g]))
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Menus and home page</h1>
        <p className="mt-1 text-sm text-black/60">
          The header’s mega-menus and the home page’s groups of products. Drag a row by its handle
          or use Up and Down; open one to rename it or change its products. Every page shows a
          change within seconds.
        </p>
      </div>
      {search.get('notice') === 'moved' && !refused ? (
        <FormMessage tone="success">Order saved.</FormMessage>
      ) : null}
      {refused ? <FormMessage tone="error">{refused.message}</FormMessage> : null}

      <section aria-labelledby="menus-title" className="space-y-3">
        <h2 id="menus-title" className="text-lg font-semibold">
          Mega-menus
        </h2>
        <OrderForm list="MEGA_MENU" items={menus}>
          {(item) => {
            const menu = byMenu.get(item.id)!
            return (
              <div className="min-w-0">
                <Link
                  to={`/admin/navigation/${menu.id}`}
                  className="font-medium break-words text-brand-700 hover:underline"
                >
                  {menu.title}
                </Link>
                <span className="block text-sm break-words text-black/60">
                  {menu.columns.length
                    ? menu.columns.map((c, i) => (
                        <span key={c.id}>
                          {i ? ' · ' : ''}
                          <Link to={`/admin/navigation/${c.id}`} className="hover:underline">
                            {c.title}
                          </Link>{' '}
                          ({c.products})
                        </span>
                      ))
                    : 'No columns yet'}
                </span>
              </div>
            )
          }}
        </OrderForm>
      </section>

      <section aria-labelledby="groups-title" className="space-y-3">
        <h2 id="groups-title" className="text-lg font-semibold">
          Home page groups
        </h2>
        <OrderForm list="HOME_GROUP" items={groups}>
          {(item) => {
            const group = byGroup.get(item.id)!
            return (
              <div className="min-w-0">
                <Link
                  to={`/admin/navigation/${group.id}`}
                  className="font-medium break-words text-brand-700 hover:underline"
                >
                  {group.title}
                </Link>
                <span className="block text-sm break-words text-black/60">
                  {group.subtitle ? `${group.subtitle} · ` : ''}
                  {group.products} {group.products === 1 ? 'product' : 'products'}
                </span>
              </div>
            )
          }}
        </OrderForm>
      </section>
    </div>
  )
}

export const meta = () => privatePageMeta('Menus and home page · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
