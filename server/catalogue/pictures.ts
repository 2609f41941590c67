// The catalogue's pictures: an operator's upload is checked, decoded and re-encoded here before
// anything is kept, so the shop only ever serves files it wrote itself (docs/DECISIONS.md, "Assets
// and outside calls"). Formats are told from the bytes, never from a name or a declared type, and
// a format the shop refuses never reaches a decoder: SVG can carry script, and every other format
// is one more parser facing untrusted input. Size limits are read from the header first, so a
// small file that declares a huge picture is refused before any pixel is allocated.
import { createHash } from 'node:crypto'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { PRODUCT_IMAGE_WIDTHS } from '@/lib/product-image'

/** The widths the pages ask for in their `srcset`s; every picture is square. */
export const PICTURE_WIDTHS = PRODUCT_IMAGE_WIDTHS
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024
export const PICTURE_MAX_PIXELS = 40_000_000

/**
 * Uploads taken in an hour (docs/DECISIONS.md, "Pictures kept and capped"): per product, and per
 * operator across products. Each upload counts on arrival, before its file is read or decoded,
 * kept or refused; the hour starts at the first upload counted.
 */
export const PICTURE_UPLOADS = {
  perProduct: 10,
  perOperator: 30,
  windowMs: 60 * 60_000,
} as const

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000))
  return n === 1 ? '1 minute' : `${n} minutes`
}

/** The answers (429) past either cap; `ms` is the time left of the hour. */
export const PICTURE_CAP_MESSAGES = {
  perProduct: (ms: number) =>
    `This product has had ${PICTURE_UPLOADS.perProduct} pictures uploaded within the hour, the most it takes. Try again in ${minutes(ms)}.`,
  perOperator: (ms: number) =>
    `You have uploaded ${PICTURE_UPLOADS.perOperator} pictures within the hour, the most one operator may. Try again in ${minutes(ms)}.`,
} as const

export interface PictureFile {
  /** The first 20 hex digits of the sha256 of `bytes`: the file's address is its content. */
  hash: string
  ext: 'webp' | 'avif'
  contentType: 'image/webp' | 'image/avif'
  width: number
  bytes: Buffer
}

export type PictureResult = { ok: true; files: PictureFile[] } | { ok: false; message: string }

const MESSAGES = {
  empty: 'Choose a picture to upload.',
  tooManyBytes: 'The picture is larger than 10 MB.',
  svg: 'SVG pictures are not accepted: upload a JPEG, PNG, WebP or AVIF picture.',
  format: 'Upload a JPEG, PNG, WebP or AVIF picture.',
  tooManyPixels: 'The picture is larger than 40 megapixels.',
  tooSmall: 'The picture must be at least 320 pixels wide and high.',
} as const

const SMALLEST = Math.min(...PICTURE_WIDTHS)
const LARGEST = Math.max(...PICTURE_WIDTHS)
/** Tailwind's slate-100, the frame `ProductImage` draws around a picture: padding blends in. */
const BACKGROUND = '#f1f5f9'

const ENCODINGS: {
  ext: PictureFile['ext']
  contentType: PictureFile['contentType']
  encode: (image: Sharp) => Sharp
}[] = [
  { ext: 'webp', contentType: 'image/webp', encode: (image) => image.webp({ quality: 78 }) },
  // Effort 2 writes an 800 px AVIF in 0.1-0.15 s on one core here and within a few per cent
  // of effort 3's size; sharp's default, 4, took 0.5-1.9 s.
  {
    ext: 'avif',
    contentType: 'image/avif',
    encode: (image) => image.avif({ quality: 55, effort: 2 }),
  },
]

type Sniffed = 'jpeg' | 'png' | 'webp' | 'isobmff' | 'svg' | 'other'

/** What the first bytes say the file is, before any decoder sees them (`accepted` checks again). */
function sniff(bytes: Buffer): Sniffed {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp') return 'isobmff'
  if (/<svg[\s>]/i.test(ascii(0, 4096))) return 'svg'
  return 'other'
}

function accepted(metadata: Metadata): boolean {
  const { format, compression } = metadata
  // HEIF holds both AVIF and HEIC; only AVIF (AV1 inside) is one of the four formats.
  return format === 'heif' ? compression === 'av1' : ['jpeg', 'png', 'webp'].includes(format)
}

const refuse = (message: string): PictureResult => ({ ok: false, message })

/** Decodes and re-encodes an upload; a refusal carries the message the console shows. */
export async function makePicture(upload: Buffer): Promise<PictureResult> {
  if (upload.length === 0) return refuse(MESSAGES.empty)
  if (upload.length > PICTURE_MAX_BYTES) return refuse(MESSAGES.tooManyBytes)
  const sniffed = sniff(upload)
  if (sniffed === 'svg') return refuse(MESSAGES.svg)
  if (sniffed === 'other') return refuse(MESSAGES.format)

  const header = await readHeader(upload)
  if (!header || !accepted(header)) return refuse(MESSAGES.format)
  if (header.width * header.height > PICTURE_MAX_PIXELS) return refuse(MESSAGES.tooManyPixels)
  if (Math.min(header.width, header.height) < SMALLEST) return refuse(MESSAGES.tooSmall)

  const square = await decodeSquare(upload)
  if (!square) return refuse(MESSAGES.format)
  const { data, info } = square
  const source = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
  const files: PictureFile[] = []
  // One file after another rather than all six at once: an upload should not take every core
  // from the shop.
  for (const width of PICTURE_WIDTHS) {
    for (const { ext, contentType, encode } of ENCODINGS) {
      const bytes = await encode(source.clone().resize(width, width)).toBuffer()
      files.push({ hash: contentHash(bytes), ext, contentType, width, bytes })
    }
  }
  return { ok: true, files }
}

/** The header alone: no pixel is decoded, so no pixel limit is needed yet. */
async function readHeader(upload: Buffer): Promise<Metadata | null> {
  try {
    return await sharp(upload, { limitInputPixels: false }).metadata()
  } catch {
    return null
  }
}

/** The longest a decode may take: a 40-megapixel progressive JPEG takes about 1 s here. */
const DECODE_SECONDS = 15

/**
 * The whole picture decoded (a truncated or corrupt file fails here), upright, fitted into the
 * largest square with transparency flattened onto the frame's colour; the smaller widths are
 * made from it, so a large upload is decoded only once.
 */
async function decodeSquare(upload: Buffer) {
  try {
    return await sharp(upload, { failOn: 'error', limitInputPixels: PICTURE_MAX_PIXELS })
      .autoOrient()
      .resize(LARGEST, LARGEST, { fit: 'contain', background: BACKGROUND })
      .flatten({ background: BACKGROUND })
      // A file made to decode for minutes (a progressive JPEG of thousands of scans) is cut off.
      .timeout({ seconds: DECODE_SECONDS })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    return null
  }
}

function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 20)
}

/** The address of a file: `/media/{hash}.{ext}`. */
export function mediaPath(file: Pick<PictureFile, 'hash' | 'ext'>): string {
  return `/media/${file.hash}.${file.ext}`
}
