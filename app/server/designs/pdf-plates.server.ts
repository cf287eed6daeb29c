/**
 * An uploaded PDF's plates as the press's RIP makes them, measured by Ghostscript (decision 053):
 * the `tiffsep` device splits each page into its process plates (C, M, Y, K, overprint as
 * printed) and one plate per spot colour, named as the file names its Separation colour spaces
 * (`Foil_Gold`, `SpotUV`, `White`...). From them: which spot separations each page paints, the
 * highest total ink (C+M+Y+K) of any spot and the area over the stock's limit.
 *
 * Colour as the store prints it: DeviceCMYK passes through unchanged (the default CMYK profile is
 * the output profile), RGB and Lab convert through the stock's own profile (decision 047), whose
 * separations keep to its limit, as a press converting them would.
 *
 * Bounded: only the pages the order prints (at most MAX_PAGES_READ), at a resolution that keeps
 * every page's pixels within a budget (72 DPI at most), one Ghostscript at a time per instance
 * (a short queue, then 503), killed after TIME_LIMIT_MS. Ghostscript runs with -dSAFER on a copy in
 * its own temporary folder. Null when Ghostscript is not installed, fails or runs out of time:
 * the other checks still stand and staff see the file at the prepress check (decision 048).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { workQueue } from '../platform/work-queue.server.ts'
import { WORKER_MESSAGES } from '../platform/worker-pool.server.ts'
import { MAX_PAGES_READ } from './pdf-facts.server.ts'
import { profilePath, type PrintCondition } from './press-colour.server.ts'

export interface PagePlates {
  page: number
  /** Spot separations that put ink on this page, as the file names them. */
  spots: string[]
  /** The highest C+M+Y+K of any pixel, percent (whole numbers). */
  maxTac: number
  /** How much of the page goes over the condition's limit, mm² (0 when none). */
  overLimitMm2: number
}

export interface PlateFacts {
  dpi: number
  tacLimit: number
  pages: PagePlates[]
}

/** Ghostscript's own time for one file. */
export const TIME_LIMIT_MS = 30_000
/** Pixels of every page together (per plate): about an A3 sheet at 72 DPI, several times over. */
const PIXEL_BUDGET = 6_000_000
const MAX_DPI = 72
const MIN_DPI = 12
/** 8-bit plates round each ink to 1/255: a hair over the limit is the rounding, not the file. */
const TAC_SLACK = 2

const PROCESS = ['Cyan', 'Magenta', 'Yellow', 'Black'] as const

const queue = () =>
  workQueue({
    name: 'pdf-plates',
    concurrency: 1,
    maxWaiting: 4,
    maxWaitMs: 60_000,
    retryAfterSeconds: 30,
    busyMessage: WORKER_MESSAGES.busy,
  })

let missing = false

/** The resolution that keeps `pages` (mm) within the pixel budget. */
export function platesDpi(pages: { widthMm: number; heightMm: number }[]) {
  const squareInches = pages.reduce((sum, p) => sum + (p.widthMm / 25.4) * (p.heightMm / 25.4), 0)
  if (!(squareInches > 0)) return MAX_DPI
  const dpi = Math.floor(Math.sqrt(PIXEL_BUDGET / squareInches))
  return Math.max(MIN_DPI, Math.min(MAX_DPI, dpi))
}

/**
 * The plates of the first `pageCount` pages of `bytes` (their sizes, mm, from pdf.js) printed to
 * `condition`; null when they cannot be measured here.
 */
export async function measurePlates(
  bytes: Uint8Array,
  pages: { widthMm: number; heightMm: number }[],
  condition: PrintCondition,
): Promise<PlateFacts | null> {
  if (missing || !pages.length) return null
  const count = Math.min(pages.length, MAX_PAGES_READ)
  const dpi = platesDpi(pages.slice(0, count))
  return queue().run(async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'plates-'))
    try {
      const input = path.join(dir, 'in.pdf')
      await fs.writeFile(input, bytes)
      const profile = profilePath(condition)
      const ok = await ghostscript([
        '-q',
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-dNOINTERPOLATE',
        '-sDEVICE=tiffsep',
        `-r${dpi}`,
        '-dFirstPage=1',
        `-dLastPage=${count}`,
        `-sOutputICCProfile=${profile}`,
        `-sDefaultCMYKProfile=${profile}`,
        '-o',
        path.join(dir, 'p%03d.tif'),
        input,
      ])
      if (!ok) return null
      const files = await fs.readdir(dir)
      const out: PagePlates[] = []
      for (let page = 1; page <= count; page++) {
        const prefix = `p${String(page).padStart(3, '0')}`
        if (!files.includes(`${prefix}(Black).tif`)) break
        out.push(await readPage(dir, prefix, page, files, dpi, condition.tac))
      }
      return { dpi, tacLimit: condition.tac, pages: out }
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
}

function ghostscript(args: string[]) {
  return new Promise<boolean>((resolve) => {
    execFile(
      'gs',
      args,
      { timeout: TIME_LIMIT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
      (error) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          missing = true
          console.warn(
            'pdf-plates: Ghostscript (gs) is not installed; uploaded PDFs are not measured',
          )
        }
        resolve(!error)
      },
    )
  })
}

/** A plate's ink per pixel (0-255; tiffsep writes 255 - ink). */
async function plate(file: string) {
  // Read the bytes first: libvips would otherwise keep an earlier file of the same name open.
  const { data, info } = await sharp(await fs.readFile(file))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, pixels: info.width * info.height }
}

async function readPage(
  dir: string,
  prefix: string,
  page: number,
  files: string[],
  dpi: number,
  tac: number,
): Promise<PagePlates> {
  const process = await Promise.all(
    PROCESS.map((name) => plate(path.join(dir, `${prefix}(${name}).tif`))),
  )
  const pixels = process[0]!.pixels
  let max = 0
  let over = 0
  const limit = ((tac + TAC_SLACK) / 100) * 255
  for (let i = 0; i < pixels; i++) {
    let sum = 0
    for (const p of process) sum += 255 - p.data[i]!
    if (sum > max) max = sum
    if (sum > limit) over++
  }
  const spots: string[] = []
  const spotFile = new RegExp(`^${prefix}\\((.+)\\)\\.tif$`)
  for (const file of files) {
    const name = spotFile.exec(file)?.[1]
    if (!name || (PROCESS as readonly string[]).includes(name)) continue
    const { data } = await plate(path.join(dir, file))
    if (data.some((v) => v < 255)) spots.push(name)
  }
  const pixelMm2 = (25.4 / dpi) ** 2
  return {
    page,
    spots: spots.sort(),
    maxTac: Math.round((max / 255) * 100),
    overLimitMm2: Math.round(over * pixelMm2),
  }
}
