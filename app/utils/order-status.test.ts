import { expect, test } from 'vitest'
import {
  canChangeStatus,
  FULFILMENT_STEPS,
  isOrderStatus,
  normaliseOrderNumber,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from './order-status.ts'

test('every status has a label and the fulfilment steps are in order', () => {
  for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy()
  expect(FULFILMENT_STEPS).toEqual(['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'])
  expect(isOrderStatus('SHIPPED')).toBe(true)
  expect(isOrderStatus('LOST')).toBe(false)
})

test('an order moves forward one step at a time; cancelled and refunded are final', () => {
  expect(canChangeStatus('PENDING_PAYMENT', 'PAID')).toBe(true)
  expect(canChangeStatus('PAID', 'IN_PRODUCTION')).toBe(true)
  expect(canChangeStatus('PAID', 'SHIPPED')).toBe(false)
  expect(canChangeStatus('SHIPPED', 'DELIVERED')).toBe(true)
  expect(canChangeStatus('DELIVERED', 'PAID')).toBe(false)
  expect(canChangeStatus('PENDING_PAYMENT', 'REFUNDED')).toBe(false)
  // Cancelling: before the order leaves the press, never after.
  for (const from of ['PENDING_PAYMENT', 'ON_HOLD', 'PAID', 'IN_PRODUCTION'] as const)
    expect(canChangeStatus(from, 'CANCELLED')).toBe(true)
  for (const from of ['SHIPPED', 'DELIVERED', 'EXPIRED', 'REFUNDED'] as const)
    expect(canChangeStatus(from, 'CANCELLED')).toBe(false)
  for (const to of ORDER_STATUSES) {
    expect(canChangeStatus('CANCELLED', to)).toBe(false)
    expect(canChangeStatus('REFUNDED', to)).toBe(false)
  }
})

test('order numbers are read the way shoppers type them', () => {
  expect(normaliseOrderNumber('ps 260001')).toBe('PS-260001')
  expect(normaliseOrderNumber('PS260001')).toBe('PS-260001')
  expect(normaliseOrderNumber(' 260001 ')).toBe('PS-260001')
  expect(normaliseOrderNumber('PS-26')).toBeNull()
  expect(normaliseOrderNumber('hello')).toBeNull()
})
