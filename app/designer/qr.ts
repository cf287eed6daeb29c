/**
 * A QR element's code, the same in the editor and in the print PDF: error correction M, no quiet
 * zone, the largest square that fits the element's frame, centred in it.
 */
import QRCode from 'qrcode'
import type { QrElement } from './document.ts'

export interface QrMatrix {
  /** Modules per side. */
  size: number
  dark(row: number, column: number): boolean
}

/** The QR matrix for a value, or null when it is too long to encode. */
export function qrMatrix(value: string): QrMatrix | null {
  let code: QRCode.QRCode
  try {
    code = QRCode.create(value, { errorCorrectionLevel: 'M' })
  } catch {
    return null
  }
  const { size, data } = code.modules
  return { size, dark: (row, column) => Boolean(data[row * size + column]) }
}

/** Where the code's modules stand: the top-left corner of the square and one module's side, mm. */
export function qrPlacement(el: Pick<QrElement, 'x' | 'y' | 'width' | 'height'>, size: number) {
  const side = Math.min(el.width, el.height)
  return { x: el.x + (el.width - side) / 2, y: el.y + (el.height - side) / 2, cell: side / size }
}
