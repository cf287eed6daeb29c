import { describe, expect, test } from 'vitest'
import {
  buildSearchVocabulary,
  correctWord,
  searchVariants,
  searchWords,
  synonymsFromNames,
} from './search-terms.server.ts'

const NAMES = [
  'Standard Visiting Cards',
  'Square Visiting Cards',
  'Pamphlets & Flyers',
  'Rate Cards & Price Lists',
  'Gift & Cash Vouchers',
  'Kraft Paper Stickers',
  'Custom Product Labels',
  'Custom Photo Mugs',
  'Roll-up Standees',
  'Glass Frames',
]
const vocabulary = buildSearchVocabulary(NAMES)
const variants = (q: string) => searchVariants(q, vocabulary).map((v) => v.join(' '))

describe('searchWords', () => {
  test('lower case, singular, punctuation at the ends dropped', () => {
    expect(searchWords('  Visiting CARDS, ')).toEqual(['visiting', 'card'])
    expect(searchWords('Glass Roll-up Menus')).toEqual(['glass', 'roll-up', 'menu'])
  })
})

describe('synonymsFromNames', () => {
  test('a product named "A & B" with two plural names gives a synonym pair', () => {
    expect(synonymsFromNames(NAMES)).toEqual([
      ['pamphlet', 'flyer'],
      ['rate card', 'price list'],
    ])
  })
})

describe('correctWord', () => {
  test('a word some name contains is kept as typed', () => {
    expect(correctWord('visit', vocabulary)).toEqual(['visit'])
  })
  test('a typo becomes the nearest catalog word', () => {
    expect(correctWord('vistng', vocabulary)).toEqual(['visiting'])
    expect(correctWord('stiker', vocabulary)).toEqual(['sticker'])
  })
  test('nothing near, short words and numbers are not guessed at', () => {
    expect(correctWord('zzzqqq', vocabulary)).toEqual(['zzzqqq'])
    expect(correctWord('mgu', vocabulary)).toEqual(['mgu'])
    expect(correctWord('4x7', vocabulary)).toEqual(['4x7'])
  })
})

describe('searchVariants', () => {
  test('the menu name "business card" also searches for visiting cards', () => {
    expect(variants('business card')).toEqual(['business card', 'visiting card', 'calling card'])
    expect(variants('Business Cards')).toEqual(variants('business card'))
  })
  test("the shopper's own words come first; every other name of the thing follows", () => {
    expect(variants('flyers')).toEqual(['flyer', 'pamphlet', 'leaflet', 'handbill', 'flier'])
    expect(variants('stickers')).toEqual(['sticker', 'label', 'decal'])
  })
  test('a phrase inside a longer query is replaced in place', () => {
    expect(variants('square business cards')).toContain('square visiting card')
  })
  test('typos are corrected before synonyms are looked up', () => {
    expect(variants('vistng')).toEqual(['visiting'])
    expect(variants('vistng card')).toEqual(['visiting card', 'business card', 'calling card'])
    expect(variants('pamflet')).toContain('pamphlet')
  })
  test('empty, stop words and punctuation', () => {
    expect(variants('  ')).toEqual([])
    expect(variants('cards for the shop')).toEqual(['card shop'])
    expect(variants('%')).toEqual(['%'])
  })
})
