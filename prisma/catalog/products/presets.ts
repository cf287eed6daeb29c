/**
 * Option groups several products offer word for word (paper stocks, finishes, printed sides,
 * corners, sizes): written once here, so a product lists them by name.
 */
import type { OptionData } from '../types.ts'

export const badgeSizes38To75mm: OptionData = {
  key: 'size',
  label: 'Size',
  values: [
    { key: '38mm', label: '38 mm', trimWidthMm: 38, trimHeightMm: 38, priceDeltaBp: -1500 },
    { key: '50mm', label: '50 mm', trimWidthMm: 50, trimHeightMm: 50, default: true },
    { key: '63mm', label: '63 mm', trimWidthMm: 63, trimHeightMm: 63, priceDeltaBp: 2500 },
    { key: '75mm', label: '75 mm', trimWidthMm: 75, trimHeightMm: 75, priceDeltaBp: 5000 },
  ],
}

export const cornersSquareRounded: OptionData = {
  key: 'corners',
  label: 'Corners',
  values: [
    { key: 'square', label: 'Square corners', default: true },
    { key: 'rounded', label: 'Rounded corners', priceDeltaBp: 1000 },
  ],
}

export const envelopeWhiteKraftIvory: OptionData = {
  key: 'envelope',
  label: 'Envelope',
  values: [
    { key: 'white', label: 'White envelope', default: true },
    { key: 'kraft', label: 'Kraft envelope' },
    { key: 'ivory', label: 'Ivory textured envelope', priceDeltaBp: 1500 },
  ],
}

export const finishGlossMatte: OptionData = {
  key: 'finish',
  label: 'Finish',
  values: [
    { key: 'gloss', label: 'Gloss', default: true },
    { key: 'matte', label: 'Matte' },
  ],
}

export const finishGlossOrMatteLamination: OptionData = {
  key: 'finish',
  label: 'Finish',
  values: [
    { key: 'gloss', label: 'Gloss', default: true },
    { key: 'matte', label: 'Matte lamination', priceDeltaBp: 1500 },
  ],
}

export const finishMatteGloss: OptionData = {
  key: 'finish',
  label: 'Finish',
  values: [
    { key: 'matte', label: 'Matte', default: true },
    { key: 'gloss', label: 'Gloss' },
  ],
}

export const finishNoneGoldFoil: OptionData = {
  key: 'finish',
  label: 'Finish',
  values: [
    { key: 'none', label: 'Standard print', default: true },
    { key: 'gold-foil', label: 'Gold foil accents', priceDeltaBp: 6000 },
  ],
}

export const frameNoneBlack: OptionData = {
  key: 'frame',
  label: 'Frame',
  values: [
    { key: 'none', label: 'Unframed', default: true },
    { key: 'black', label: 'Black frame', priceDeltaBp: 8000 },
  ],
}

export const frameNoneBlackWhite: OptionData = {
  key: 'frame',
  label: 'Frame',
  values: [
    { key: 'none', label: 'Unframed', default: true },
    { key: 'black', label: 'Black wooden frame', priceDeltaBp: 12000 },
    { key: 'white', label: 'White wooden frame', priceDeltaBp: 12000 },
  ],
}

export const laminationMatteGloss: OptionData = {
  key: 'finish',
  label: 'Finish',
  values: [
    { key: 'matte', label: 'Matte lamination', default: true },
    { key: 'gloss', label: 'Gloss lamination' },
  ],
}

export const laminationSoftTouch30: OptionData = {
  key: 'finish',
  label: 'Finish',
  values: [
    { key: 'matte', label: 'Matte lamination', default: true },
    { key: 'gloss', label: 'Gloss lamination' },
    { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 3000 },
  ],
}

export const laminationSoftTouch40: OptionData = {
  key: 'finish',
  label: 'Finish',
  values: [
    { key: 'matte', label: 'Matte lamination', default: true },
    { key: 'gloss', label: 'Gloss lamination' },
    { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 4000 },
  ],
}

export const laminationSoftTouchSpotUv: OptionData = {
  key: 'finish',
  label: 'Finish',
  values: [
    { key: 'matte', label: 'Matte lamination', default: true },
    { key: 'gloss', label: 'Gloss lamination' },
    { key: 'soft-touch', label: 'Soft-touch (velvet) lamination', priceDeltaBp: 4000 },
    { key: 'spot-uv', label: 'Matte lamination + spot UV', priceDeltaBp: 5000 },
  ],
}

export const paper250GsmMatte300GsmFineArt: OptionData = {
  key: 'paper',
  label: 'Paper',
  values: [
    { key: '250-gsm-matte', label: '250 GSM matte art paper', default: true },
    { key: '300-gsm-fine-art', label: '300 GSM textured fine art paper', priceDeltaBp: 4000 },
  ],
}

export const paper260Gsm300GsmPearl: OptionData = {
  key: 'paper',
  label: 'Paper',
  values: [
    { key: '260-gsm', label: '260 GSM photo paper', default: true },
    { key: '300-gsm-pearl', label: '300 GSM pearl photo paper', priceDeltaBp: 2500 },
  ],
}

export const paper300Gsm350Gsm: OptionData = {
  key: 'paper',
  label: 'Paper',
  values: [
    { key: '300-gsm', label: '300 GSM art card', default: true },
    { key: '350-gsm', label: '350 GSM art card', priceDeltaBp: 1500 },
  ],
}

export const paper350Gsm400GsmTextured: OptionData = {
  key: 'paper',
  label: 'Paper',
  values: [
    { key: '350-gsm', label: '350 GSM art card', default: true },
    { key: '400-gsm-textured', label: '400 GSM textured card', priceDeltaBp: 4000 },
  ],
}

export const paper350GsmMatte400GsmSoftTouch: OptionData = {
  key: 'paper',
  label: 'Paper',
  values: [
    { key: '350-gsm-matte', label: '350 GSM matte card', default: true },
    { key: '400-gsm-soft-touch', label: '400 GSM soft-touch card', priceDeltaBp: 3000 },
  ],
}

export const paper350GsmPearlHandmade: OptionData = {
  key: 'paper',
  label: 'Paper',
  values: [
    { key: '350-gsm', label: '350 GSM matte card', default: true },
    { key: 'pearl', label: '300 GSM shimmer pearl', priceDeltaBp: 3000 },
    { key: 'handmade', label: 'Handmade textured card', priceDeltaBp: 5000 },
  ],
}

export const posterSizesA4A3A2: OptionData = {
  key: 'size',
  label: 'Size',
  values: [
    {
      key: 'a4',
      label: 'A4 (210 x 297 mm)',
      trimWidthMm: 210,
      trimHeightMm: 297,
      priceDeltaBp: -2000,
    },
    {
      key: 'a3',
      label: 'A3 (297 x 420 mm)',
      trimWidthMm: 297,
      trimHeightMm: 420,
      default: true,
    },
    {
      key: 'a2',
      label: 'A2 (420 x 594 mm)',
      trimWidthMm: 420,
      trimHeightMm: 594,
      priceDeltaBp: 6000,
    },
  ],
}

export const shapeCircleSquareOval: OptionData = {
  key: 'shape',
  label: 'Shape',
  values: [
    { key: 'circle', label: 'Circle', default: true },
    { key: 'square', label: 'Square with rounded corners' },
    { key: 'oval', label: 'Oval' },
  ],
}

export const sidesBothByDefault: OptionData = {
  key: 'sides',
  label: 'Printed sides',
  values: [
    { key: 'front', label: 'Front only', priceDeltaBp: -1500 },
    { key: 'front-back', label: 'Front and back', default: true },
  ],
}

export const sidesDoubleSingle: OptionData = {
  key: 'sides',
  label: 'Printed sides',
  values: [
    { key: 'double', label: 'Front and back', default: true },
    { key: 'single', label: 'Front only', priceDeltaBp: -1000 },
  ],
}

export const sidesFrontFrontBack: OptionData = {
  key: 'sides',
  label: 'Printed sides',
  values: [
    { key: 'front', label: 'Front only', default: true },
    { key: 'front-back', label: 'Front and back', priceDeltaBp: 3000 },
  ],
}

export const sidesSingleDouble: OptionData = {
  key: 'sides',
  label: 'Printed sides',
  values: [
    { key: 'single', label: 'Front only', default: true },
    { key: 'double', label: 'Front and back', priceDeltaBp: 3000 },
  ],
}

const A_SIZES = {
  a2: { label: 'A2 (420 x 594 mm)', trimWidthMm: 420, trimHeightMm: 594 },
  a3: { label: 'A3 (297 x 420 mm)', trimWidthMm: 297, trimHeightMm: 420 },
  a4: { label: 'A4 (210 x 297 mm)', trimWidthMm: 210, trimHeightMm: 297 },
  a5: { label: 'A5 (148 x 210 mm)', trimWidthMm: 148, trimHeightMm: 210 },
  a6: { label: 'A6 (105 x 148 mm)', trimWidthMm: 105, trimHeightMm: 148 },
} as const

/** A portrait ISO A size as a size option's value, with its price change or default mark. */
export function aSize(
  key: keyof typeof A_SIZES,
  extra: { priceDeltaBp?: number; default?: true } = {},
) {
  return { key, ...A_SIZES[key], ...extra }
}
