import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { importProducts } from '#app/server/admin/catalog-csv.server.ts'
import { PRODUCT_CSV_HEADERS } from '#app/utils/admin-catalog.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { BackLink } from '#app/components/admin/back-link.tsx'

/** The largest file read: 2,000 products with their prices fit in far less. */
const MAX_BYTES = 2 * 1024 * 1024

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

type ActionData = { ok: boolean; message: string }

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  try {
    const form = await request.formData().catch(() => {
      throw new AppError(400, 'Choose a CSV file exported from the products list.')
    })
    const file = form.get('file')
    const text = file instanceof File && file.size ? file : null
    if (!text) throw new AppError(400, 'Choose a CSV file exported from the products list.')
    if (text.size > MAX_BYTES) throw new AppError(413, 'That file is larger than 2 MB.')
    const { message } = await importProducts(await text.text(), admin.email)
    return data<ActionData>({ ok: true, message })
  } catch (error) {
    return refuse(error, {
      body: (refusal): ActionData => ({ ok: false, message: refusal.message }),
    })
  }
}

export default function ImportProducts() {
  const answered = useActionData<typeof action>()
  const pending = useIsPending()
  return (
    <div className="space-y-6">
      <BackLink to="/admin/products">Products</BackLink>
      <h1 className="font-display text-3xl tracking-tight">Import prices</h1>
      <p className="max-w-prose text-sm text-black/70">
        Download the products as CSV from the list, change names, categories, statuses, badges, HSN
        codes, tier prices or option prices in a spreadsheet, and upload it here. Every row is
        checked with the same rules as the product form; if one row is wrong nothing is saved.
        Columns: {PRODUCT_CSV_HEADERS.join(', ')}.
      </p>
      {answered ? (
        <FormMessage tone={answered.ok ? 'success' : 'error'}>{answered.message}</FormMessage>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <div>
          <label htmlFor="import-file" className="block text-sm font-medium">
            CSV file
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="mt-1.5 block w-full max-w-full text-sm"
          />
        </div>
        <SubmitButton pending={pending} pendingText="Importing…">
          Import
        </SubmitButton>
      </Form>
    </div>
  )
}

export const meta = () => privatePageMeta('Import prices · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
