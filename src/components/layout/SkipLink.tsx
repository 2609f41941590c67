/** Lets keyboard users jump past the header to the page (target: `<main id="main">`). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-medium text-accent shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  )
}
