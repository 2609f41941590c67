// The first-screen image of a page (a product's vial, the home page's hero poster: the first
// `fetchpriority="high"` image) inline in the page's HTML: a returning visitor's largest paint is
// that image, and as a file it waits for a connection of its own (one more round trip on
// HTTP/1.1), which put a product page's largest paint at 1.7 times the floor's. In a <picture>
// its AVIF source is inlined (the WebP source stays a file, for browsers without AVIF), else
// its `src`. Only small files are inlined (vials 3-5 KB, the poster under 1 KB).

/** Largest image inlined, in bytes: a few KB more HTML against a round trip saved. */
export const INLINE_IMAGE_MAX_BYTES = 6 * 1024

const FIRST_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i
const PICTURE = /<picture>(?:(?!<\/picture>)[\s\S])*?fetchpriority="high"[\s\S]*?<\/picture>/i
// React writes the attribute as `srcSet`; HTML does not mind the case.
const AVIF_SOURCE = /<source type="image\/avif" srcset="([^"]+)"/i
const SRC = /\bsrc="(\/[^"]+)"/
const TYPES = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' }

/** `bytes` as a data URL of the type its file name says, or null for another type. */
function dataUrl(url, bytes) {
  const type = TYPES[url.split('.').pop()]
  return type ? `data:${type};base64,${bytes.toString('base64')}` : null
}

/**
 * An inlined image is drawn as soon as it is laid out: it has nothing to fetch, so it need not
 * wait as the other first-screen images do (lazy, so that a first visit fetches nothing behind
 * the age gate).
 */
const eager = (img) => img.replace(/\sloading="lazy"/, ' loading="eager"')

/**
 * The page with its first-screen image inline as a data URL when the file is no larger than
 * `maxBytes`; otherwise the page as it was. `readAsset(path)` gives a file's bytes (a Buffer)
 * by its URL path, or null when there is none.
 */
export function inlineFirstScreenImage(html, readAsset, maxBytes = INLINE_IMAGE_MAX_BYTES) {
  const read = (url) => {
    const bytes = url.startsWith('/') ? readAsset(url) : null
    return bytes && bytes.length <= maxBytes ? dataUrl(url, bytes) : null
  }
  const picture = PICTURE.exec(html)
  const image = FIRST_IMAGE.exec(html)
  if (!image) return html
  if (picture && picture[0].includes(image[0])) {
    const source = AVIF_SOURCE.exec(picture[0])
    if (!source) return html
    const widest = source[1]
      .split(',')
      .map((candidate) => {
        const [url, width = '0w'] = candidate.trim().split(/\s+/)
        return { url, width: Number.parseInt(width, 10) || 0 }
      })
      .reduce((a, b) => (b.width > a.width ? b : a))
    const inline = read(widest.url)
    if (!inline) return html
    const inlined = picture[0]
      .replace(source[0], `<source type="image/avif" srcset="${inline} ${widest.width}w"`)
      .replace(image[0], eager(image[0]))
    return html.replace(picture[0], inlined)
  }
  const src = SRC.exec(image[0])
  const inline = src && read(src[1])
  return inline ? html.replace(image[0], eager(image[0].replace(src[0], `src="${inline}"`))) : html
}
