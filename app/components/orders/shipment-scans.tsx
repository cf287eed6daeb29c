/**
 * The delivery part of an order page and tracking (decision 057): the speed paid for and its
 * arrival dates, what a failed delivery or a return means for the shopper, and the courier's
 * scans, newest first, in India time with their place.
 */
export interface ShipmentScansView {
  statusLabel: string
  notice: string | null
  events: {
    id: string
    label: string
    detail: string
    location: string
    at: string
    atLabel: string
  }[]
}

export function DeliverySpeedLine({
  delivery,
}: {
  delivery: { speedLabel: string; dates: string | null }
}) {
  return (
    <p className="text-sm" data-testid="delivery-speed">
      <strong className="font-medium">{delivery.speedLabel}</strong>
      {delivery.dates ? <>: arrives {delivery.dates}</> : null}
    </p>
  )
}

export function ShipmentScans({ shipment }: { shipment: ShipmentScansView | null }) {
  if (!shipment) return null
  return (
    <div className="mt-4 text-sm" data-testid="shipment-scans">
      <p>
        Parcel: <strong className="font-medium">{shipment.statusLabel}</strong>
      </p>
      {shipment.notice ? (
        <p role="status" className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900">
          {shipment.notice}
        </p>
      ) : null}
      {shipment.events.length ? (
        <ol className="mt-3 space-y-3 border-l border-black/10 pl-4">
          {shipment.events.map((e) => (
            <li key={e.id}>
              <p className="font-medium">{e.label}</p>
              <p className="text-black/60">
                <time dateTime={e.at}>{e.atLabel}</time>
                {e.location ? ` · ${e.location}` : ''}
              </p>
              {e.detail && e.detail !== e.label ? (
                <p className="text-black/70">{e.detail}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
