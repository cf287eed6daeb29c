import { type IndianState } from './address.ts'

/**
 * GST state codes (the first two digits of a GSTIN, and the place-of-supply code in GSTR-1), by
 * the state names the address form uses. Andhra Pradesh is 37 since 2014 (28 was the undivided
 * state); Dadra and Nagar Haveli and Daman and Diu is 26 since their merger in 2020.
 */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
}

/** "29-Karnataka", as GSTR-1 writes a place of supply; the name alone when it is not a state. */
export function placeOfSupplyLabel(state: string) {
  const name = state.trim()
  if (!name) return 'Not recorded'
  const match = (Object.keys(GST_STATE_CODES) as IndianState[]).find(
    (s) => s.toLowerCase() === name.toLowerCase(),
  )
  return match ? `${GST_STATE_CODES[match]}-${match}` : name
}
