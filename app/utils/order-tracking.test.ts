import { describe, expect, test } from 'vitest'
import { courierTracking, paymentMethodLabel } from './order-tracking.ts'

describe('paymentMethodLabel', () => {
  test('names Razorpay methods as shoppers know them', () => {
    expect(['upi', 'card', 'netbanking', 'wallet', 'emi'].map(paymentMethodLabel)).toEqual([
      'UPI',
      'Card',
      'Netbanking',
      'Wallet',
      'EMI',
    ])
    expect(paymentMethodLabel(null)).toBeNull()
    expect(paymentMethodLabel('cod')).toBe('COD')
  })
})

describe('courierTracking', () => {
  test('each courier of the table links to its tracking page', () => {
    expect(courierTracking('Xpressbees', 'XB1')?.url).toBe(
      'https://www.xpressbees.com/shipment/tracking?awbNo=XB1',
    )
    expect(courierTracking('Ecom Express', 'E 1')?.url).toBe(
      'https://www.ecomexpress.in/tracking/?awb_field=E%201',
    )
    // India Post's page takes no number in its address: the page, and the number shown beside it.
    expect(courierTracking('Speed Post', 'EE123456789IN')).toEqual({
      courier: 'Speed Post',
      awb: 'EE123456789IN',
      url: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    })
  })
  test('an unknown courier: the number, no link; nothing at all: null', () => {
    expect(courierTracking('Raju Transport', '77')).toEqual({
      courier: 'Raju Transport',
      awb: '77',
      url: null,
    })
    expect(courierTracking(null, null)).toBeNull()
  })
})
