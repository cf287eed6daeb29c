/**
 * Ink measured by an independent tool: Ghostscript separates a PDF into its plates (the `tiffsep`
 * device: one 8-bit file a plate, overprint as a press prints it, spot colours such as CutContour
 * on plates of their own) and the process plates are read back. Used by the prepress colour tests
 * to check total area coverage and black-only type.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'

const run = promisify(execFile)

export interface InkPage {
  width: number
  height: number
  /** C, M, Y, K bytes (0-255) per pixel. */
  data: Buffer
}

const PROCESS = ['Cyan', 'Magenta', 'Yellow', 'Black'] as const

/** Every page of `pdf` as CMYK pixels at `dpi` (its process plates; spot plates are left out). */
export async function renderCmyk(pdf: Buffer, dpi = 150): Promise<InkPage[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ink-'))
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), pdf)
    await run(
      'gs',
      [
        '-q',
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-sDEVICE=tiffsep',
        `-r${dpi}`,
        '-o',
        path.join(dir, 'p%03d.tif'),
        path.join(dir, 'in.pdf'),
      ],
      { timeout: 120_000 },
    )
    const pages = (await fs.readdir(dir))
      .filter((f) => /^p\d{3}\.tif$/.test(f))
      .sort()
      .map((f) => f.slice(0, 4))
    return await Promise.all(pages.map((page) => readPlates(dir, page))).catch(async (e) => {
      throw new Error(`${String(e)} in ${(await fs.readdir(dir)).join(', ')}`)
    })
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/** A page's four process plates interleaved as C, M, Y, K ink (0-255; tiffsep writes 255 - ink). */
async function readPlates(dir: string, page: string): Promise<InkPage> {
  const plates = []
  for (const name of PROCESS) {
    // Read each file fresh (libvips would otherwise keep an earlier file of the same name open).
    const file = await fs.readFile(path.join(dir, `${page}(${name}).tif`))
    plates.push(await sharp(file).extractChannel(0).raw().toBuffer({ resolveWithObject: true }))
  }
  const { width, height } = plates[0]!.info
  const data = Buffer.alloc(width * height * 4)
  plates.forEach(({ data: plate }, c) => {
    for (let i = 0; i < width * height; i++) data[i * 4 + c] = 255 - plate[i]!
  })
  return { width, height, data }
}

/** The highest C+M+Y+K of any pixel, in percent. */
export function maxTac(pages: InkPage[]) {
  let max = 0
  for (const { data } of pages)
    for (let i = 0; i < data.length; i += 4) {
      const sum = data[i]! + data[i + 1]! + data[i + 2]! + data[i + 3]!
      if (sum > max) max = sum
    }
  return (max / 255) * 100
}

/** Pixels that carry ink, and how many of them carry any cyan, magenta or yellow. */
export function colourPixels(pages: InkPage[]) {
  let inked = 0
  let colour = 0
  for (const { data } of pages)
    for (let i = 0; i < data.length; i += 4) {
      const cmy = data[i]! + data[i + 1]! + data[i + 2]!
      if (cmy + data[i + 3]! > 0) inked++
      if (cmy > 0) colour++
    }
  return { inked, colour }
}
