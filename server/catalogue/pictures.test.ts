// @vitest-environment node
import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { makePicture, mediaPath, PICTURE_MAX_BYTES, type PictureResult } from './pictures'

const FORMAT_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF picture.'
const BACKGROUND = [0xf1, 0xf5, 0xf9]
const RED = [255, 0, 0]
const BLUE = [0, 0, 255]
const GREEN = [0, 255, 0]

type Rgb = number[]

/** A picture made of vertical bands of colour, left to right, of equal width. */
function bands(width: number, height: number, colours: Rgb[], channels: 3 | 4 = 3) {
  const pixels = Buffer.alloc(width * height * channels)
  for (let x = 0; x < width; x++) {
    const colour = colours[Math.floor((x * colours.length) / width)] ?? []
    for (let y = 0; y < height; y++) pixels.set(colour, (y * width + x) * channels)
  }
  return sharp(pixels, { raw: { width, height, channels } })
}

/** A soft gradient, the way a photograph compresses rather than flat colour. */
function gradient(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i++) {
    const x = i % width
    const y = Math.floor(i / width)
    pixels.set([(x * 255) / width, (y * 255) / height, 128 + 60 * Math.sin(x / 40)], i * 3)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

/**
 * A complete, valid 1-bit greyscale PNG of the given size: about 110 kB for 30000 x 30000, which
 * would take 2.7 GB as the RGB pixels a decoder makes of it.
 */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth; colour type 0 (greyscale), no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)))
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function files(result: PictureResult) {
  if (!result.ok) throw new Error(`refused: ${result.message}`)
  return result.files
}

/** The colour at (x, y) of an encoded file. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + 3)]
}

/** Lossy encoding moves a colour a little; a wrong colour is far off. */
function expectColour(actual: Rgb, expected: Rgb) {
  const distance = Math.max(...actual.map((value, i) => Math.abs(value - (expected[i] ?? 0))))
  expect(distance, `${actual.join(',')} against ${expected.join(',')}`).toBeLessThan(24)
}

describe('makePicture', () => {
  const inputs = {
    JPEG: (image: Sharp) => image.jpeg(),
    PNG: (image: Sharp) => image.png(),
    WebP: (image: Sharp) => image.webp(),
    AVIF: (image: Sharp) => image.avif(),
  }

  it.each(Object.entries(inputs))(
    'turns an upload in %s into WebP and AVIF at each width, named by content',
    async (_, encode) => {
      const upload = await encode(gradient(640, 480)).toBuffer()
      const made = files(await makePicture(upload))

      expect(made.map((file) => `${file.width} ${file.ext} ${file.contentType}`)).toEqual([
        '320 webp image/webp',
        '320 avif image/avif',
        '480 webp image/webp',
        '480 avif image/avif',
        '800 webp image/webp',
        '800 avif image/avif',
      ])
      for (const file of made) {
        const decoded = await sharp(file.bytes).metadata()
        expect(decoded.format).toBe(file.ext === 'avif' ? 'heif' : 'webp')
        if (file.ext === 'avif') expect(decoded.compression).toBe('av1')
        expect([decoded.width, decoded.height]).toEqual([file.width, file.width])
        const sha256 = createHash('sha256').update(file.bytes).digest('hex')
        expect(file.hash).toBe(sha256.slice(0, 20))
        expect(mediaPath(file)).toBe(`/media/${file.hash}.${file.ext}`)
      }
      expect(new Set(made.map((file) => file.hash)).size).toBe(6)
    },
  )

  it('fits a wide picture inside the square on the frame colour, cutting nothing off', async () => {
    const upload = await bands(1200, 600, [BLUE, RED, RED, GREEN]).png().toBuffer()
    const largest = files(await makePicture(upload)).find((file) => file.width === 800)
    const bytes = largest?.bytes ?? Buffer.alloc(0)

    expectColour(await colourAt(bytes, 400, 20), BACKGROUND)
    expectColour(await colourAt(bytes, 400, 780), BACKGROUND)
    expectColour(await colourAt(bytes, 400, 400), RED)
    expectColour(await colourAt(bytes, 8, 400), BLUE)
    expectColour(await colourAt(bytes, 792, 400), GREEN)
  })

  it('shows what was transparent on the frame colour', async () => {
    const upload = await bands(
      400,
      400,
      [
        [255, 0, 0, 255],
        [0, 0, 0, 0],
      ],
      4,
    )
      .png()
      .toBuffer()
    const [smallest] = files(await makePicture(upload))

    expectColour(await colourAt(smallest?.bytes ?? Buffer.alloc(0), 300, 160), BACKGROUND)
  })

  it('turns a photo the camera held sideways upright', async () => {
    // Stored 600 x 400, blue on the left; EXIF orientation 6 says turn it a quarter clockwise.
    const upload = await bands(600, 400, [BLUE, RED])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const largest = files(await makePicture(upload)).find((file) => file.width === 800)
    const bytes = largest?.bytes ?? Buffer.alloc(0)

    expectColour(await colourAt(bytes, 20, 400), BACKGROUND)
    expectColour(await colourAt(bytes, 400, 200), BLUE)
    expectColour(await colourAt(bytes, 400, 600), RED)
    const kept = await sharp(bytes).metadata()
    expect([kept.orientation, kept.exif]).toEqual([undefined, undefined])
  })

  it('refuses an empty upload', async () => {
    expect(await makePicture(Buffer.alloc(0))).toEqual({
      ok: false,
      message: 'Choose a picture to upload.',
    })
  })

  it('refuses an upload over 10 MB before reading it', async () => {
    expect(PICTURE_MAX_BYTES).toBe(10 * 1024 * 1024)
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff])
    expect(await makePicture(Buffer.concat([jpegStart, Buffer.alloc(11 * 1024 * 1024)]))).toEqual({
      ok: false,
      message: 'The picture is larger than 10 MB.',
    })
  })

  it('refuses SVG, however it starts', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"></svg>'
    for (const text of [svg, `<?xml version="1.0"?>\n<!-- a drawing -->\n${svg}`]) {
      expect(await makePicture(Buffer.from(text))).toEqual({
        ok: false,
        message: 'SVG pictures are not accepted: upload a JPEG, PNG, WebP or AVIF picture.',
      })
    }
  })

  it('refuses what is none of the four: GIF, TIFF, a video, text, noise', async () => {
    const picture = gradient(640, 480)
    const uploads = [
      await picture.clone().gif().toBuffer(),
      await picture.clone().tiff().toBuffer(),
      Buffer.from('name,price\nBPC-157,89.99\n'),
      // The box a video starts with, like the one AVIF starts with.
      Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isommp41', 'latin1'),
      createHash('sha512').update('noise').digest(),
    ]
    for (const upload of uploads) {
      expect(await makePicture(upload)).toEqual({ ok: false, message: FORMAT_MESSAGE })
    }
  })

  it('refuses a file cut short, though its header is whole', async () => {
    const jpeg = await gradient(1600, 1200).jpeg().toBuffer()
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2))
    expect((await sharp(cut).metadata()).width).toBe(1600)

    expect(await makePicture(cut)).toEqual({ ok: false, message: FORMAT_MESSAGE })
  })

  it('refuses a small file that declares a huge picture, without decoding it', async () => {
    const bomb = pngBomb(30000, 30000)
    const started = performance.now()
    const result = await makePicture(bomb)
    const took = Math.round(performance.now() - started)
    console.info(`30000 x 30000 PNG of ${bomb.length} bytes refused in ${took} ms`)

    expect(result).toEqual({ ok: false, message: 'The picture is larger than 40 megapixels.' })
  })

  it('refuses a picture under 320 pixels on either side', async () => {
    for (const [width, height] of [
      [100, 100],
      [1000, 319],
    ] as const) {
      const upload = await gradient(width, height).png().toBuffer()
      expect(await makePicture(upload)).toEqual({
        ok: false,
        message: 'The picture must be at least 320 pixels wide and high.',
      })
    }
  })
})
