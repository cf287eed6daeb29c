import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { ArtworkUploadForm } from '#app/components/orders/artwork-upload.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { handleLateArtworkPost } from '#app/server/http/late-artwork-form.server.ts'
import { lateArtworkItem } from '#app/server/orders/late-artwork.server.ts'
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'

/**
 * /account/orders/{orderId}/items/{itemId}/artwork: "send my file later" (decision 033). The
 * order page posts each waiting item's file here; without JavaScript a refused upload comes
 * back to this page with the reason. Another shopper's item is a 404.
 */
function idsOf(params: LoaderFunctionArgs['params']) {
  return { orderId: params.orderId ?? '', itemId: params.itemId ?? '' }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const { orderId, itemId } = idsOf(params)
  const item = await lateArtworkItem(userId, orderId, itemId)
  invariantResponse(item, 'Order item not found', { status: 404 })
  return data({ orderId, item })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request)
  const { orderId, itemId } = idsOf(params)
  const result = await handleLateArtworkPost(request, { userId, orderId, itemId })
  if (!result.ok) return data({ error: result.message }, { status: result.status })
  return redirect(`/account/orders/${orderId}?artwork=received`, { status: 303 })
}

export default function LateArtworkPage() {
  const { orderId, item } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <article className="max-w-xl space-y-4">
      <Link to={`/account/orders/${orderId}`} className="text-sm text-black/60 hover:text-black">
        ← Order {item.orderNumber}
      </Link>
      <h2 className="text-2xl font-semibold tracking-tight">Your file for {item.productName}</h2>
      {item.waiting ? (
        <>
          <p className="text-sm text-black/70">
            {ARTWORK_TEXT.awaitingLine} For sharp print, use 300 DPI at{' '}
            {Math.round(item.artWidthMm)} × {Math.round(item.artHeightMm)} mm including bleed.
          </p>
          <ArtworkUploadForm
            orderId={orderId}
            itemId={item.id}
            productName={item.productName}
            sides={item.sides}
            error={actionData?.error ?? null}
          />
        </>
      ) : (
        <p className="rounded-2xl bg-paper p-4 text-sm">
          {item.received
            ? `${ARTWORK_TEXT.received}: thank you.`
            : 'This item is not waiting for a file.'}
          {actionData?.error ? ` ${actionData.error}` : ''}
        </p>
      )}
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privatePageMeta(data ? `Your file for ${data.item.productName}` : 'Your file')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
