/** The buyer's status link: the secret rides in the fragment, which no request carries. */
export function orderPath(number: string, secret: string): string {
  return `/orders/${encodeURIComponent(number)}#${encodeURIComponent(secret)}`
}
