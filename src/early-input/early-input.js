// The page's first answer to a visitor, before the app's code has arrived. Inlined by the
// build at the end of every prerendered page's <body> (scripts/prerender.js, CSP-hashed), so
// it runs before the first paint. Plain ES2017, no imports. The markup contract it relies on
// is written down in docs/early-input.md; the app takes over through `window.__earlyInput`
// (src/app/early-input.ts).
/* global __EARLY_INPUT__ */
;(function () {
  var doc = document
  var html = doc.documentElement
  var root = doc.getElementById('root')
  if (!root || window.__earlyInput) return

  // Written in by the build from the app's modules (src/early-input/constants.ts).
  var C = __EARLY_INPUT__
  // Clicks, submits and the keys that move within a widget that wait for the app, in order;
  // once one waits, all later ones wait too, so effects never happen out of the order the
  // visitor asked for them.
  var queue = []
  // Items added here, for the app to confirm with its toast when it starts.
  var added = []
  var appStarted = false
  // From the app's takeover until it has played back every press held here: presses, submits
  // and moving keys still join the queue, so that none overtakes one held before it (more,
  // then Add to Cart). `passing` lets the app's own play-back through.
  var playingBack = false
  var passing = false
  var startRequested = false
  var firstPaintDone = false

  function readCart() {
    try {
      var lines = JSON.parse(localStorage.getItem(C.cartKey) || '[]')
      return Array.isArray(lines) ? lines : []
    } catch {
      return []
    }
  }

  function countItems(lines) {
    var n = 0
    for (var i = 0; i < lines.length; i++) {
      var q = lines[i] && lines[i].quantity
      if (typeof q === 'number' && q > 0) n += Math.floor(q)
    }
    return n
  }

  // The header's and menu's cart counts; React renders the same text once it starts.
  function showCount(n) {
    var badges = doc.querySelectorAll('[data-early="cart-count"]')
    for (var i = 0; i < badges.length; i++) {
      badges[i].textContent = String(n)
      badges[i].hidden = n <= 0
      var link = badges[i].closest('a')
      if (link)
        link.setAttribute(
          'aria-label',
          n <= 0 ? C.cartLabels[0] : n === 1 ? C.cartLabels[1] : C.cartLabels[2].replace('{n}', n),
        )
    }
    if (n > 0) html.setAttribute('data-cart-filled', '')
    else html.removeAttribute('data-cart-filled')
  }

  function addToCart(button) {
    var id = button.getAttribute('data-product-id')
    var field = doc.querySelector('input[data-early-qty="' + id + '"]')
    var quantity = field ? parseInt(field.value, 10) : 1
    if (!id || !(quantity >= 1)) return false
    var lines = readCart()
    var line = null
    for (var i = 0; i < lines.length; i++)
      if (lines[i] && lines[i].productId === id) line = lines[i]
    added.push({ productId: id, updated: !!line })
    if (line) line.quantity = Math.min(C.maxQuantity, line.quantity + quantity)
    else lines.push({ productId: id, quantity: Math.min(C.maxQuantity, quantity) })
    try {
      localStorage.setItem(C.cartKey, JSON.stringify(lines))
    } catch {
      return false
    }
    showCount(countItems(lines))
    if (button.getAttribute('data-early') === 'add-card') showAdded(button)
    return true
  }

  // A card's Add to Cart reads "Added!" and is disabled for a moment (spec: product card). Its
  // label is the button's first text node, which React hydrates as it finds it (the button
  // suppresses the hydration warning). Should the app take over within the moment, it is handed
  // what is left of it and finishes it (`feedback` in takeOver).
  var feedback = []
  function showAdded(button) {
    var label = button.firstChild
    if (!label || label.nodeType !== 3) return
    var entry = { button: button, until: Date.now() + C.addedFeedbackMs }
    var text = label.nodeValue
    label.nodeValue = C.addedLabel
    button.disabled = true
    entry.timer = setTimeout(function () {
      feedback.splice(feedback.indexOf(entry), 1)
      label.nodeValue = text
      button.disabled = false
    }, C.addedFeedbackMs)
    feedback.push(entry)
  }

  // The age gate is prerendered open; made modal here, before the first paint, the site
  // behind it is inert to pointer, keyboard and screen reader until the visitor confirms.
  var gate = doc.querySelector('dialog[data-age-gate]')
  var verified = function () {
    return html.hasAttribute('data-age-verified')
  }
  if (gate && gate.showModal && !verified()) {
    gate.close()
    try {
      gate.showModal()
    } catch {
      // Left open as it was prerendered; the app makes it modal when it starts.
      gate.show()
    }
    gate.addEventListener('cancel', function (event) {
      event.preventDefault()
    })
    // Should a browser close it anyway (a second Escape), it opens again.
    gate.addEventListener('close', function () {
      if (gate.isConnected && !verified() && !gate.open) gate.showModal()
    })
  }

  function confirmAge() {
    try {
      localStorage.setItem(C.ageKey, 'true')
    } catch {
      return false
    }
    html.setAttribute('data-age-verified', '')
    if (gate && gate.open) gate.close()
    return true
  }

  function runCommand(control) {
    var dialog = doc.getElementById(control.getAttribute('commandfor'))
    if (!dialog || !dialog.showModal) return
    if (control.getAttribute('command') === 'show-modal' && !dialog.open) dialog.showModal()
    else if (control.getAttribute('command') === 'close') dialog.close()
  }

  // The first paint is what the visitor sees first, and nothing else is fetched or laid out
  // before it: on a first visit the gate alone (the page behind the opaque gate is not rendered
  // until then, by the rule in src/index.css), on a return the page without its app. Once it
  // has painted, the page behind the gate is laid out, its lazy images load, and the app's loader
  // (src/main.tsx, named by #root[data-app]) is fetched.
  function onFirstPaint() {
    if (firstPaintDone) return
    firstPaintDone = true
    html.setAttribute('data-painted', '')
    var src = root.getAttribute('data-app')
    if (src) {
      var script = doc.createElement('script')
      script.type = 'module'
      script.src = src
      doc.head.appendChild(script)
    }
  }

  // Runs `then` once the first paint with content has reached the screen: paint timing
  // reports it only then (an earlier blank paint does not count). Without paint timing, after
  // the next frame has begun; in a tab that is hidden (it paints nothing), at once; and at the
  // latest when the start timer below runs out.
  function afterFirstPaint(then) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
    if (doc.visibilityState === 'hidden') return then()
    if (types && types.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        then()
      }).observe({ type: 'paint', buffered: true })
    } else {
      requestAnimationFrame(function () {
        requestAnimationFrame(then)
      })
    }
  }

  // A returning visitor's first paint is the page: its first-screen images, lazy in the
  // markup so that a first visit does not fetch what the gate covers, load at once.
  function loadFirstScreenImages() {
    var images = root.querySelectorAll('img[data-early-priority]')
    for (var i = 0; i < images.length; i++) images[i].loading = 'eager'
  }

  // Runs `then` once a returning visitor's first-screen images have loaded (or failed), so
  // that the app's code, fetched and run after this, does not hold back their paint: the
  // largest paint of a product page is its image. On a first visit, at once (the gate covers
  // them, and they stay lazy).
  function afterFirstScreenImages(then) {
    var waiting = 0
    var images = verified() ? root.querySelectorAll('img[data-early-priority]') : []
    function done() {
      if (--waiting === 0) then()
    }
    for (var i = 0; i < images.length; i++) {
      if (images[i].complete) continue
      waiting++
      images[i].addEventListener('load', done, { once: true })
      images[i].addEventListener('error', done, { once: true })
    }
    if (waiting === 0) then()
  }

  // Asks the loader (src/main.tsx) to start the app now rather than after the page's load.
  function requestStart() {
    if (startRequested) return
    startRequested = true
    // A visitor at work has seen the page: its loader need not wait for paint timing.
    onFirstPaint()
    window.dispatchEvent(new Event('early-input:start'))
  }

  /** What the visitor's click means before the app runs; true when handled here. */
  function handleNow(control) {
    switch (control.getAttribute('data-early')) {
      case 'age-confirm':
        return confirmAge()
      case 'age-leave':
        location.assign(control.getAttribute('data-early-href'))
        return true
      case 'add':
      case 'add-card':
        return addToCart(control)
      default:
        return false
    }
  }

  // While the app plays back what was held, a new press waits behind it, out of React's sight.
  function keep(event, action) {
    event.stopPropagation()
    queue.push(action)
  }

  doc.addEventListener(
    'click',
    function (event) {
      if ((appStarted && !playingBack) || passing || !root.contains(event.target)) return
      var control = event.target.closest('button, [role="button"], input[type="submit"]')
      // Links stay links.
      if (!control || control.closest('a') || control.disabled) return
      // Popover buttons open their popovers natively.
      if (control.hasAttribute('popovertarget')) return
      if (control.hasAttribute('commandfor')) {
        // Invoker commands open and close dialogs natively; elsewhere this does it, until the
        // app runs (then the app does).
        if (!appStarted && !('command' in HTMLButtonElement.prototype)) runCommand(control)
        return
      }
      event.preventDefault()
      if (appStarted) return keep(event, { type: 'click', target: control })
      requestStart()
      if (queue.length === 0 && handleNow(control)) return
      queue.push({ type: 'click', target: control })
    },
    true,
  )

  doc.addEventListener(
    'submit',
    function (event) {
      if ((appStarted && !playingBack) || passing || !root.contains(event.target)) return
      event.preventDefault()
      var action = { type: 'submit', target: event.target, submitter: event.submitter || null }
      if (appStarted) return keep(event, action)
      requestStart()
      queue.push(action)
    },
    true,
  )

  // Keys that move within the shop's own widgets (the country list in its popover, the product
  // page's tabs) have no native effect there: the app answers them once it runs. Elsewhere an
  // arrow key moves a caret or scrolls, natively, and is not kept (nor does it make later
  // presses wait). Typing and Enter need no such care: typed text stays in its field, and Enter
  // on a button is its click.
  var movingKeys = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']
  var keyWidgets = '[popover], [role="tablist"]'
  doc.addEventListener(
    'keydown',
    function (event) {
      if ((appStarted && !playingBack) || passing || !root.contains(event.target)) return
      if (movingKeys.indexOf(event.key) < 0 || event.isComposing) return
      if (event.ctrlKey || event.altKey || event.metaKey) return
      if (!event.target.closest(keyWidgets)) return
      var action = { type: 'key', target: event.target, key: event.key, shiftKey: event.shiftKey }
      if (appStarted) return keep(event, action)
      requestStart()
      queue.push(action)
    },
    true,
  )

  // Any sign of a visitor at work starts the app at once.
  var starters = ['pointerdown', 'keydown', 'focusin', 'input']
  for (var i = 0; i < starters.length; i++) {
    doc.addEventListener(starters[i], requestStart, { capture: true, passive: true })
  }

  // Until the app has taken over, the page's events are this script's: React, hydrating the page
  // meanwhile, does not see them, so it never answers half of an action (a box it unticks again,
  // a press whose toast it loses). What they did natively (text typed, a box ticked, a dialog
  // opened) stays in the page, and the app reads it from there as it takes over.
  var held = [
    'click',
    'submit',
    'input',
    'change',
    'beforeinput',
    'keydown',
    'keyup',
    'keypress',
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'focusin',
    'focusout',
  ]
  function hold(event) {
    if (!appStarted && root.contains(event.target)) event.stopPropagation()
  }
  for (var j = 0; j < held.length; j++) doc.addEventListener(held[j], hold, true)

  window.__earlyInput = {
    startRequested: function () {
      return startRequested
    },
    /**
     * Called by the app once its first render is on the page: from now on the app answers every
     * event, and it is handed what this script held.
     */
    takeOver: function () {
      appStarted = true
      playingBack = true
      for (var i = 0; i < starters.length; i++) {
        doc.removeEventListener(starters[i], requestStart, { capture: true })
      }
      for (var j = 0; j < held.length; j++) doc.removeEventListener(held[j], hold, true)
      var now = Date.now()
      return {
        added: added.splice(0),
        feedback: feedback.splice(0).map(function (entry) {
          clearTimeout(entry.timer)
          return { button: entry.button, remainingMs: entry.until - now }
        }),
      }
    },
    /**
     * The next held action for the app to play back, in order, presses made during the play-back
     * included; null once there is none, and from then on the app alone answers every press.
     */
    next: function () {
      if (queue.length > 0) return queue.shift()
      playingBack = false
      return null
    },
    /** Runs the app's play-back of one action, which this script lets through. */
    pass: function (playBack) {
      passing = true
      try {
        playBack()
      } finally {
        passing = false
      }
    },
  }

  // The app's loader first: nothing after this may keep the app from starting. The one start
  // timer: however long the first paint, the first-screen images or the page's load take (a
  // hanging request), the app starts three seconds after the page did.
  afterFirstPaint(function () {
    afterFirstScreenImages(onFirstPaint)
  })
  setTimeout(requestStart, C.startCapMs)
  showCount(countItems(readCart()))
  if (verified()) loadFirstScreenImages()
})()
