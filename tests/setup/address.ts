/** The test shopper's address in Karnataka (the store's own state: CGST and SGST). */
export const KARNATAKA = {
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
}
