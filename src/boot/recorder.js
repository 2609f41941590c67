// The recorder: the one script that runs before the app (docs/boot.md). Inlined by the build at
// the end of every prerendered page's <body> (scripts/prerender.js, CSP-hashed). It knows no
// control of the shop. It starts the app once the first paint is on screen (or at once when the
// visitor acts), so that nothing competes with that paint; until the app has hydrated the page,
// a press on a button, a submit and a key that moves within a popover or a tab list are kept,
// in order, and the control shows that it is pending (`aria-busy`); the app plays them back once
// it runs (src/app/replay.ts). What the platform does by itself goes on: links, typed text,
// ticked boxes, popovers, dialogs opened by invoker commands and closed by their forms. Plain
// ES2017, no imports.
;(function () {
  var doc = document
  var root = doc.getElementById('root')
  if (!root || window.__recorder) return

  // A prerendered open dialog marked `data-modal` is modal from the first paint: what lies
  // behind it is inert (the platform has no markup for an open modal dialog). One the page's
  // styles do not show stays as it is.
  var modal = root.querySelectorAll('dialog[open][data-modal]')
  for (var m = 0; m < modal.length; m++) {
    if (!modal[m].showModal || getComputedStyle(modal[m]).display === 'none') continue
    modal[m].close()
    modal[m].showModal()
  }

  var queue = []
  // From the app's start until it has played back every kept press: presses still join the
  // queue, so that none overtakes one kept before it. `passing` lets the app's play-back through.
  var taken = false
  var playingBack = false
  var passing = false
  function recording() {
    return !taken || playingBack
  }

  function pending(control) {
    if (control && control.setAttribute) control.setAttribute('aria-busy', 'true')
  }

  // Once one press waits, later ones wait too, links included, so that the effects keep the
  // order the visitor asked for them in.
  function keep(event, action) {
    event.stopPropagation()
    queue.push(action)
  }

  doc.addEventListener(
    'click',
    function (event) {
      if (!recording() || passing || !root.contains(event.target)) return
      var link = event.target.closest('a[href]')
      var control = event.target.closest('button, input[type="submit"]')
      if (link && !control) {
        if (queue.length === 0) return
        event.preventDefault()
        return keep(event, { type: 'click', target: link })
      }
      if (!control || control.disabled) return
      // The platform opens and closes these itself.
      if (control.hasAttribute('popovertarget') || control.hasAttribute('commandfor')) return
      // A submit of a form with method="dialog" closes its dialog natively; the press is kept
      // for the app all the same.
      var form = control.form
      var closesDialog = control.type === 'submit' && form && form.method === 'dialog'
      if (!closesDialog || taken) {
        event.preventDefault()
        pending(control)
      }
      keep(event, { type: 'click', target: control })
    },
    true,
  )

  doc.addEventListener(
    'submit',
    function (event) {
      if (!recording() || passing || !root.contains(event.target)) return
      if (event.target.method === 'dialog') return
      // A press on a submit button was kept above (its default prevented, so no submit follows
      // it); this is a submit by Enter in a field.
      event.preventDefault()
      pending(event.submitter || event.target)
      keep(event, { type: 'submit', target: event.target, submitter: event.submitter || null })
    },
    true,
  )

  // A field changed once a press waits: its place in the queue is kept too, so the app sets it
  // after that press, as the visitor did (Apply, then a search typed), not before it. One mark
  // for a run of changes to one field.
  doc.addEventListener(
    'input',
    function (event) {
      if (!recording() || passing || !root.contains(event.target) || queue.length === 0) return
      var last = queue[queue.length - 1]
      if (last.type === 'input' && last.target === event.target) return
      queue.push({ type: 'input', target: event.target })
    },
    true,
  )

  // Keys that move within a popover's list or a tab list have no native effect there: kept.
  // Elsewhere an arrow key moves a caret or scrolls, natively, and is not kept.
  var movingKeys = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']
  doc.addEventListener(
    'keydown',
    function (event) {
      if (!recording() || passing || !root.contains(event.target) || event.isComposing) return
      if (movingKeys.indexOf(event.key) < 0 || event.ctrlKey || event.altKey || event.metaKey)
        return
      if (!event.target.closest('[popover], [role="tablist"]')) return
      keep(event, { type: 'key', target: event.target, key: event.key, shiftKey: event.shiftKey })
    },
    true,
  )

  // Until the app has hydrated, the page's events are the recorder's: React, hydrating
  // meanwhile, sees none of them, so it never answers half of an action. What they did natively
  // stays in the page, and the app reads it from there.
  var held = [
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
    if (!taken && root.contains(event.target)) event.stopPropagation()
  }
  for (var i = 0; i < held.length; i++) doc.addEventListener(held[i], hold, true)
  // A click ticks a box or picks a radio natively; React, shown it halfway through hydrating,
  // would set the box back to its state of then. The app reads the tick from the page instead.
  // A link's click still reaches React, which may have hydrated it to move within the app.
  doc.addEventListener(
    'click',
    function (event) {
      if (event.target.closest && event.target.closest('a[href]')) return
      hold(event)
    },
    true,
  )

  // The app: its entry (named on #root as `data-app`, with what it imports at once as
  // `data-app-imports`) is added once the first paint with content is on screen (paint timing
  // says when; a hidden tab paints nothing), at once when the visitor starts to act, and three
  // seconds after the page started at the latest.
  var started = false
  function startApp() {
    if (started) return
    started = true
    doc.documentElement.setAttribute('data-painted', '')
    var src = root.getAttribute('data-app')
    if (!src) return
    var imports = (root.getAttribute('data-app-imports') || '').split(' ')
    for (var p = 0; p < imports.length; p++) {
      if (!imports[p]) continue
      var link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = imports[p]
      doc.head.appendChild(link)
    }
    var script = doc.createElement('script')
    script.type = 'module'
    script.src = src
    doc.head.appendChild(script)
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
  if (doc.visibilityState === 'hidden') startApp()
  else if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      startApp()
    }).observe({ type: 'paint', buffered: true })
  } else
    requestAnimationFrame(function () {
      requestAnimationFrame(startApp)
    })
  var starters = ['pointerdown', 'keydown', 'focusin']
  for (var k = 0; k < starters.length; k++)
    doc.addEventListener(starters[k], startApp, { capture: true, passive: true })
  setTimeout(startApp, 3000)

  window.__recorder = {
    /** Called by the app once its first render is on the page: the app answers from now on. */
    take: function () {
      taken = true
      playingBack = true
      for (var i = 0; i < held.length; i++) doc.removeEventListener(held[i], hold, true)
    },
    /**
     * The next kept action, in order, presses made during the play-back included; null once
     * there is none, and from then on the app alone answers every press.
     */
    next: function () {
      if (queue.length > 0) return queue.shift()
      playingBack = false
      return null
    },
    /** The fields changed after a kept press: the app sets them at their place in the queue. */
    typedLater: function () {
      var fields = []
      for (var q = 0; q < queue.length; q++)
        if (queue[q].type === 'input') fields.push(queue[q].target)
      return fields
    },
    /** Runs the app's play-back of one action, which the recorder lets through. */
    pass: function (playBack) {
      passing = true
      try {
        playBack()
      } finally {
        passing = false
      }
    },
  }
})()
