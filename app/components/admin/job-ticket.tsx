import { qrMatrix } from '#app/designer/qr.ts'

/**
 * The press's job ticket for one ordered item, a whole HTML document laid out for A5 paper: the
 * route renders it to static markup (no script, no site chrome). The QR code (drawn from the same
 * matrix as the designer's QR elements) opens the order's admin page on a phone at the press.
 */
export interface JobTicketData {
  orderNumber: string
  orderUrl: string
  statusLabel: string
  itemLabel: string
  productName: string
  designName: string | null
  options: { option: string; value: string }[]
  paper: string | null
  quantityLabel: string
  totalPieces: number
  trimLabel: string
  dueLabel: string | null
  placedLabel: string
  city: string
  artwork: 'design' | 'upload' | 'none'
  file: { name: string; sha256: string } | null
  preflight: { errors: number; warnings: number } | null
  printedLabel: string
}

const CSS = `
@page { size: A5 portrait; margin: 10mm; }
* { box-sizing: border-box; }
body { font: 11pt/1.4 Arial, Helvetica, sans-serif; color: #111; margin: 0 auto; max-width: 148mm; padding: 8mm; }
header { display: flex; justify-content: space-between; gap: 6mm; border-bottom: 2px solid #111; padding-bottom: 4mm; }
h1 { font-size: 20pt; margin: 0; }
.muted { color: #555; font-size: 9pt; }
.due { font-size: 13pt; font-weight: bold; margin-top: 2mm; }
svg.qr { width: 30mm; height: 30mm; flex: none; }
dl { display: grid; grid-template-columns: 32mm 1fr; gap: 2mm 4mm; margin: 5mm 0; }
dt { color: #555; }
dd { margin: 0; font-weight: bold; }
.sum { font-family: "Courier New", monospace; font-size: 8.5pt; word-break: break-all; font-weight: normal; }
.check { margin-top: 6mm; border-top: 1px solid #999; padding-top: 3mm; display: grid; grid-template-columns: repeat(3, 1fr); gap: 4mm; font-size: 9pt; }
.check span { display: block; border-bottom: 1px solid #999; height: 8mm; }
dd, h1 { overflow-wrap: anywhere; }
@media print { body { padding: 0; } }
@media screen and (max-width: 480px) {
  body { padding: 4mm; }
  header { flex-wrap: wrap; }
  dl { grid-template-columns: 1fr; }
  .check { grid-template-columns: 1fr; }
}
`

function QrCode({ value }: { value: string }) {
  const matrix = qrMatrix(value)
  if (!matrix) return null
  let path = ''
  for (let row = 0; row < matrix.size; row++)
    for (let column = 0; column < matrix.size; column++)
      if (matrix.dark(row, column)) path += `M${column + 2} ${row + 2}h1v1h-1z`
  const side = matrix.size + 4
  return (
    <svg
      className="qr"
      width="30mm"
      height="30mm"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={`QR code: ${value}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

export function JobTicketDocument({ ticket, nonce }: { ticket: JobTicketData; nonce?: string }) {
  const title = `Job ticket ${ticket.orderNumber}, ${ticket.itemLabel.toLowerCase()}`
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {/* The page's CSP allows a <style> element only with the request's nonce (decision 028). */}
        <style nonce={nonce}>{CSS}</style>
      </head>
      <body>
        <header>
          <div>
            <p className="muted">PrintStudio job ticket · {ticket.itemLabel}</p>
            <h1>{ticket.orderNumber}</h1>
            <p className="due">
              {ticket.dueLabel ? `Dispatch by ${ticket.dueLabel}` : 'No dispatch date: not paid'}
            </p>
            <p className="muted">
              Placed {ticket.placedLabel} · {ticket.statusLabel} · to{' '}
              {ticket.city || 'unknown city'}
            </p>
          </div>
          <QrCode value={ticket.orderUrl} />
        </header>
        <dl>
          <dt>Product</dt>
          <dd>
            {ticket.productName}
            {ticket.designName ? ` (design “${ticket.designName}”)` : ''}
          </dd>
          <dt>Quantity</dt>
          <dd>
            {ticket.quantityLabel} ({ticket.totalPieces.toLocaleString('en-IN')} pieces)
          </dd>
          <dt>Paper</dt>
          <dd>{ticket.paper ?? 'As the product’s default'}</dd>
          {ticket.options.map((o) => (
            <Option key={o.option} label={o.option} value={o.value} />
          ))}
          <dt>Size</dt>
          <dd>{ticket.trimLabel}</dd>
          <dt>Preflight</dt>
          <dd>
            {ticket.preflight
              ? ticket.preflight.errors || ticket.preflight.warnings
                ? `${ticket.preflight.errors} errors, ${ticket.preflight.warnings} warnings: check before printing`
                : 'No problems'
              : ticket.artwork === 'upload'
                ? 'Not checked (uploaded file)'
                : ticket.artwork === 'none'
                  ? 'No artwork to check'
                  : 'Not checked'}
          </dd>
          <dt>Print file</dt>
          <dd>
            {ticket.file
              ? ticket.file.name
              : 'None: no artwork yet. Ask the customer for it before printing.'}
          </dd>
          <dt>SHA-256</dt>
          <dd className="sum">{ticket.file ? ticket.file.sha256 : '—'}</dd>
        </dl>
        <div className="check">
          <div>
            Printed by
            <span />
          </div>
          <div>
            Checked by
            <span />
          </div>
          <div>
            Packed by
            <span />
          </div>
        </div>
        <p className="muted">
          Ticket printed {ticket.printedLabel}. Compare the file’s SHA-256 with this ticket before
          printing.
        </p>
      </body>
    </html>
  )
}

function Option({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  )
}
