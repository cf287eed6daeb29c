import { describe, expect, test } from 'vitest'
import { keylinePrintsBlack } from '#app/designer/colour.ts'
import { keylineInk } from './press-colour.server.ts'

describe("the preflight's hairline rule and the print file agree (decision 053)", () => {
  test('a hairline colour passes the preflight exactly when the print file prints it in black only', () => {
    const colours = ['#000000', '#222222', '#888888', '#f8f8f8', '#ffffff', '#1b2a4a', '#3b2314']
    colours.push('#e63946', '#2a9d8f', '#ffcc00', '#5c4b8a', '#0000ff', '#4a0e0e', '#7f7f80')
    for (const hex of colours)
      expect(keylinePrintsBlack(hex), hex).toBe(keylineInk(hex, true) !== null)
  })
})
