import { useEffect, useState } from 'react'

/**
 * With JavaScript, on an address form: as soon as six digits are in the PIN code field, asks
 * `/api/pincode` (the server's own directory, cached by the browser) and fills the city when it is
 * empty and the state when it is empty or not the PIN code's, then says what it did; an unknown
 * PIN code gets the server's message at once. Without JavaScript nothing renders here and the
 * server fills or corrects the same fields when the form is posted (decision 051).
 */

type Found = { success: true; pinCode: string; city: string; states: string[] }
type Refused = { success: false; message: string }
type Status = { tone: 'info' | 'error'; text: string } | null

const PIN = /^[1-9][0-9]{5}$/

/** Sets a form control's value as typing would, so the form library sees the change. */
function setValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Fills the city and state controls from a found PIN code; returns what the shopper is told. */
function fill(place: Found, city: HTMLInputElement | null, state: HTMLSelectElement | null) {
  const changed: string[] = []
  if (city && !city.value.trim()) {
    setValue(city, place.city)
    changed.push('city')
  }
  const pinState = place.states[0]
  if (state && pinState && !place.states.includes(state.value)) {
    setValue(state, pinState)
    changed.push('state')
  }
  const where = `${place.city}, ${place.states.join(' / ')}`
  return changed.length
    ? `PIN code ${place.pinCode} is in ${where}: we filled in the ${changed.join(' and ')}.`
    : `PIN code ${place.pinCode} is in ${where}.`
}

export function PinLookup({
  pinId,
  cityId,
  stateId,
  className = '',
}: {
  pinId: string
  cityId: string
  stateId: string
  className?: string
}) {
  const [status, setStatus] = useState<Status>(null)

  useEffect(() => {
    const pinInput = document.getElementById(pinId) as HTMLInputElement | null
    if (!pinInput) return
    let asked = ''
    let controller: AbortController | null = null
    const onInput = async () => {
      const pin = pinInput.value.replace(/\s/g, '')
      if (pin === asked) return
      asked = pin
      controller?.abort()
      if (!PIN.test(pin)) {
        setStatus(null)
        return
      }
      controller = new AbortController()
      try {
        const response = await fetch(`/api/pincode?pin=${pin}`, { signal: controller.signal })
        const body = (await response.json()) as Found | Refused
        if (!body.success) {
          setStatus(response.status === 404 ? { tone: 'error', text: body.message } : null)
          return
        }
        const city = document.getElementById(cityId) as HTMLInputElement | null
        const state = document.getElementById(stateId) as HTMLSelectElement | null
        setStatus({ tone: 'info', text: fill(body, city, state) })
      } catch {
        // Offline or aborted by newer typing: the server checks the PIN code on save anyway.
      }
    }
    pinInput.addEventListener('input', onInput)
    // A PIN code typed before the page came alive counts too, when there is something to fill.
    const city = document.getElementById(cityId) as HTMLInputElement | null
    const state = document.getElementById(stateId) as HTMLSelectElement | null
    if (pinInput.value && (!city?.value.trim() || !state?.value)) void onInput()
    else asked = pinInput.value.replace(/\s/g, '')
    return () => {
      controller?.abort()
      pinInput.removeEventListener('input', onInput)
    }
  }, [pinId, cityId, stateId])

  return (
    <p
      id={`${pinId}-lookup`}
      role="status"
      className={`text-sm ${status?.tone === 'error' ? 'font-medium text-red-700' : 'text-black/60'} ${className}`}
    >
      {status?.text}
    </p>
  )
}
