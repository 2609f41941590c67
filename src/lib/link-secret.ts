/**
 * The secret in a link's fragment (`#secret`: a status link's, a quote's), never sent in a
 * request line; '' when the fragment cannot be decoded.
 */
export function secretOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return ''
  }
}
