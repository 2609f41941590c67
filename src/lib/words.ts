/** Names read as a sentence reads them: "California, New York and Florida". */
export function listInWords(names: readonly string[]): string {
  if (names.length < 2) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
