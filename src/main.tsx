import './index.css'
import { startApp } from './boot'

// The app's entry, an ordinary module script in every prerendered page (docs/boot.md): it
// starts the app at once. Until the app has hydrated the page, the links are ordinary links to
// prerendered pages and the recorder (src/boot/recorder.js) keeps the visitor's presses.

/**
 * Adds the whole stylesheet. A prerendered page inlines only the rules its own markup uses and
 * names the whole sheet in `data-styles`; what the app renders later (other pages, toasts,
 * errors) needs the rest. In development the styles come with the modules.
 */
function addWholeStylesheet(): void {
  const href = document.getElementById('root')?.dataset.styles
  if (!href) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
}

addWholeStylesheet()
startApp()
