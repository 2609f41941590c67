import type { Locator, Page, Route } from '@playwright/test'
import { expect, expectNoA11yViolations, GEO_ENDPOINT, test, VIEWPORTS } from './fixtures'

// Spec section 9: the carousel shows 4 products after 800 ms and scrolls by 300 px; the hero's
// spinner gives up after 3000 ms. The lookup's own time limit is 8000 ms.
const CAROUSEL_COUNT = 4
const CAROUSEL_LOADING_MS = 800
const SCROLL_STEP_PX = 300
const VIDEO_FALLBACK_MS = 3000
const LOOKUP_TIMEOUT_MS = 8000

const CAROUSEL = 'Featured Chemical Reference Materials'
const CHECK = 'Check Shipping Availability'
const DETECTING = 'Detecting Location...'
const FAILED = {
  title: 'Location Detection Failed',
  description: "We couldn't detect your location. Please select your country manually.",
}

// A 1x1 WebP, for a deliberately slow image.
const PLACEHOLDER_WEBP = Buffer.from(
  'UklGRiwAAABXRUJQVlA4ICAAAABwAQCdASoBAAEAAUAmJZwCdAF1AAD++0xUm7DfFwAAAA==',
  'base64',
)

test.afterEach(async ({ page }) => {
  // Routes still waiting (a hanging answer, an image in flight) must not outlive the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

/** Stops the page's clock, so its timers move only when the test calls `page.clock.runFor`. */
async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2025-01-06T09:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

/**
 * With the clock paused, the app still starts on timers and animation frames (after the load
 * event): step the clock in small increments until `target` is there. From then on the page's
 * own timers move only when the test says (give or take one step of 50 ms).
 */
async function stepClockUntil(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true
        await page.clock.runFor(50)
        return false
      },
      { intervals: [50] },
    )
    .toBe(true)
}

/** Runs `act` while the paused clock moves 5 ms for every 50 ms that pass. */
async function whileClockCreeps(page: Page, act: () => Promise<void>): Promise<void> {
  let done = false
  const creeping = (async () => {
    while (!done) {
      await page.clock.runFor(5)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  try {
    await act()
  } finally {
    done = true
    await creeping
  }
}

/** Opens / with a paused clock and steps it until the app has taken over the page. */
async function gotoHomePaused(page: Page): Promise<void> {
  await pauseClock(page)
  // The fixture's goto waits for the app, which needs the clock to move meanwhile.
  const started = stepClockUntil(page, page.locator('html[data-hydrated]'))
  await page.goto('/')
  await started
}

/** Answers the geolocation endpoint as the test says (CORS included, as a real service does). */
async function answerGeo(
  page: Page,
  answer: { status?: number; body: string; contentType?: string },
): Promise<void> {
  await page.route(GEO_ENDPOINT, (route) =>
    route.fulfill({
      status: answer.status ?? 200,
      contentType: answer.contentType ?? 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: answer.body,
    }),
  )
}

/** Lets the geolocation endpoint never answer; resolves once the page has asked it. */
function hangGeo(page: Page): Promise<void> {
  return new Promise<void>((asked) => {
    void page.route(GEO_ENDPOINT, () => asked())
  })
}

function carousel(page: Page) {
  return page.getByRole('region', { name: CAROUSEL })
}

function featuredCards(page: Page) {
  return carousel(page).getByRole('list', { name: 'Featured products' }).getByRole('listitem')
}

/** The toasts on the page. */
function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')
}

/** The notice (toast) with this title; its `data-type` is "success" or "error". */
function notice(page: Page, title: string) {
  return toasts(page).filter({ hasText: title })
}

async function expectNotice(page: Page, type: string, title: string, description: string) {
  const toast = notice(page, title)
  await expect(toast).toBeVisible()
  await expect(toast).toHaveAttribute('data-type', type)
  await expect(toast.getByText(description, { exact: true })).toBeVisible()
}

async function storedCountry(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('shippingCountry:v1')
    return raw ? (JSON.parse(raw) as { selectedCountry?: string }).selectedCountry : undefined
  })
}

async function seedCountry(page: Page, name: string): Promise<void> {
  await page.addInitScript((country) => {
    localStorage.setItem('shippingCountry:v1', JSON.stringify({ selectedCountry: country }))
  }, name)
}

test.describe('hero', () => {
  test('shows the headline and its three calls to action', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Research Peptides, ≥99% Purity | Research Reagents Supply')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Research Peptides and Chemical Reference Materials',
    )
    await expect(
      page.getByRole('link', { name: 'Learn More about our laboratory reagents' }),
    ).toHaveAttribute('href', '/about')
    await expect(page.getByRole('button', { name: CHECK })).toBeEnabled()

    const hero = page.getByRole('region', {
      name: 'Research Peptides and Chemical Reference Materials',
    })
    const box = await hero.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(VIEWPORTS.desktop.height)

    await hero.getByRole('link', { name: 'Browse Products' }).click()
    await expect(page).toHaveURL('/products')
  })

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    test(`the first screen shows products and one clear main action at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const hero = page.getByRole('region', {
        name: 'Research Peptides and Chemical Reference Materials',
      })
      const glimpse = hero.getByRole('list', { name: 'From the catalogue' })
      const first = glimpse.getByRole('link').first()
      await expect(first).toHaveAccessibleName(/^BPC-157 5mg · Purity ≥99% \$89\.99$/)
      await expect(first).toHaveAttribute('href', '/products/bpc-157')
      await expect(first).toBeInViewport({ ratio: 1 })
      // No unreadable thumbnails: each row is its text (a 44 px vial's label cannot be read).
      // Decorative pictures have no role, so they are counted as elements.
      await expect(glimpse.locator('img, svg[role="img"], [role="img"]')).toHaveCount(0)
      // Browse Products is the one filled button; the bar above already says research use only.
      await expect(hero.getByRole('link', { name: 'Browse Products' })).toHaveCSS(
        'background-color',
        'rgb(255, 255, 255)',
      )
      await expect(
        hero.getByRole('link', { name: 'Learn More about our laboratory reagents' }),
      ).not.toHaveCSS('background-color', 'rgb(255, 255, 255)')
      await expect(hero.getByText(/research use only/i)).toHaveCount(0)
    })
  }

  test('the video starts only after the page has loaded, muted and looping', async ({ page }) => {
    // A slow image in the document holds the load event back while the home page renders, so
    // a video requested before the load event would show up first.
    const events: string[] = []
    await page.route('**/__e2e/slow-image.webp', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.fulfill({ contentType: 'image/webp', body: PLACEHOLDER_WEBP })
    })
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const img = document.createElement('img')
        img.src = '/__e2e/slow-image.webp'
        img.alt = ''
        img.hidden = true
        document.body.append(img)
      })
    })
    page.on('load', () => events.push('load'))
    page.on('request', (request) => {
      if (request.url().endsWith('/__e2e/slow-image.webp')) events.push('slow image')
    })
    page.on('request', (request) => {
      if (/\/media\/hero\.(webm|mp4)$/.test(request.url())) events.push('video')
    })

    await page.goto('/')
    const video = page.locator('video')
    await expect(video).toHaveCount(1)
    await expect.poll(() => events).toContain('video')
    expect(events.indexOf('slow image')).toBe(0)
    expect(events.indexOf('load')).toBeGreaterThan(0)
    expect(events.indexOf('load')).toBeLessThan(events.indexOf('video'))

    await expect(video).toHaveAttribute('aria-hidden', 'true')
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.currentSrc]))
      .toEqual([true, true, expect.stringMatching(/\/media\/hero\.webm$/)])
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
  })

  test('no video for visitors who ask for reduced motion', async ({ page }) => {
    const videoRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/media/hero.')) videoRequests.push(r.url())
    })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/', { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The hero's poster, inline in the page's HTML (scripts/inline-first-image.js).
    const poster = page.locator('img[fetchpriority="high"]').first()
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The prerendered page shows the spinner; it goes in the first render that knows both the
    // visitor's preference and that the page has loaded, the render that would add the video.
    await expect(page.getByText('Loading background video')).toHaveCount(0)
    await expect(page.locator('video')).toHaveCount(0)
    expect(videoRequests).toEqual([])
  })

  test('a spinner shows while the video cannot play, until the 3000 ms fallback', async ({
    page,
  }) => {
    // The video never arrives.
    await page.route(/\/media\/hero\.(webm|mp4)$/, () => {})
    await gotoHomePaused(page)
    const spinner = page.getByRole('status').filter({ hasText: 'Loading background video' })
    await expect(spinner).toBeVisible()
    await page.clock.runFor(VIDEO_FALLBACK_MS - 300)
    await expect(spinner).toBeVisible()
    await page.clock.runFor(400)
    await expect(spinner).toHaveCount(0)
  })

  test('the spinner goes as soon as the video can play', async ({ page }) => {
    // The video is held back until the spinner has been seen.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/media\/hero\.webm$/, async (route) => {
      await released
      await route.continue().catch(() => undefined)
    })
    await gotoHomePaused(page)
    const spinner = page.getByRole('status').filter({ hasText: 'Loading background video' })
    await expect(page.locator('video')).toHaveCount(1)
    await expect(spinner).toBeVisible()
    release()
    // The fake clock stands still, so only the video's canplay can hide the spinner.
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThanOrEqual(3)
    await expect(spinner).toHaveCount(0)
  })
})

test('"Premium Laboratory Reagents" carries the product-listing note', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Premium Laboratory Reagents' })
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(
    section.getByText('All products listed are sold for laboratory research use only.'),
  ).toBeVisible()
})

test.describe('featured carousel', () => {
  test('shows a busy skeleton for 800 ms, then four products', async ({ page }) => {
    await gotoHomePaused(page)
    const region = carousel(page)
    await expect(region).toHaveAttribute('aria-busy', 'true')
    await expect(region.getByText('Loading featured products…')).toBeAttached()
    await expect(region.getByRole('article')).toHaveCount(0)

    await page.clock.runFor(CAROUSEL_LOADING_MS - 200)
    await expect(region).toHaveAttribute('aria-busy', 'true')
    await expect(region.getByRole('article')).toHaveCount(0)
    await page.clock.runFor(300)
    await expect(region).toHaveAttribute('aria-busy', 'false')
    await expect(featuredCards(page)).toHaveCount(CAROUSEL_COUNT)
    await expect(region.getByRole('heading', { name: 'BPC-157', level: 3 })).toBeVisible()
  })

  test('Show More lists all seven products and Show Less folds them back', async ({ page }) => {
    await page.goto('/')
    await expect(featuredCards(page)).toHaveCount(4)
    await carousel(page).getByRole('button', { name: 'Show More' }).click()
    await expect(featuredCards(page)).toHaveCount(7)
    await expect(carousel(page).getByRole('heading', { name: 'AOD-9604' })).toBeAttached()
    await carousel(page).getByRole('button', { name: 'Show Less' }).click()
    await expect(featuredCards(page)).toHaveCount(4)
    await expect(carousel(page).getByRole('button', { name: 'Show More' })).toBeVisible()
  })

  test('shows whole cards: four on a desktop, one and a deliberate peek on a phone', async ({
    page,
  }) => {
    for (const [viewport, whole] of [
      [VIEWPORTS.desktop, 4],
      [VIEWPORTS.phone, 1],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await expect(featuredCards(page)).toHaveCount(4)
      const track = (await carousel(page)
        .getByRole('list', { name: 'Featured products' })
        .boundingBox())!
      const edge = track.x + track.width
      const cards = await featuredCards(page).evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()),
      )
      expect(cards.filter((card) => card.right <= edge).length).toBe(whole)
      const cut = cards.find((card) => card.left < edge && card.right > edge)
      if (whole === 4) expect(cut).toBeUndefined()
      // A peek wide enough to read as the next product, not as a clipped edge.
      else expect(edge - cut!.left).toBeGreaterThanOrEqual(48)
    }
  })

  for (const [label, viewport, expand] of [
    ['1280 px, expanded', VIEWPORTS.desktop, true],
    ['390 px', VIEWPORTS.phone, false],
  ] as const) {
    test(`the scroll buttons move the track by 300 px (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const track = carousel(page).getByRole('list', { name: 'Featured products' })
      await expect(featuredCards(page)).toHaveCount(4)
      if (expand) await carousel(page).getByRole('button', { name: 'Show More' }).click()
      const scrollLeft = () => track.evaluate((el) => Math.round(el.scrollLeft))

      await carousel(page).getByRole('button', { name: 'Scroll right' }).click()
      await expect.poll(scrollLeft).toBe(SCROLL_STEP_PX)
      await carousel(page).getByRole('button', { name: 'Scroll right' }).click()
      await expect.poll(scrollLeft).toBe(2 * SCROLL_STEP_PX)
      await carousel(page).getByRole('button', { name: 'Scroll left' }).click()
      await expect.poll(scrollLeft).toBe(SCROLL_STEP_PX)
    })
  }

  test('Browse All Products leads to the catalogue', async ({ page }) => {
    await page.goto('/')
    await carousel(page).getByRole('link', { name: 'Browse All Products' }).click()
    await expect(page).toHaveURL('/products')
  })

  test('a non-US country with a warning shows the region panel and disables scrolling', async ({
    page,
  }) => {
    await seedCountry(page, 'France')
    await page.goto('/')
    const region = carousel(page)
    await expect(
      region.getByRole('heading', { name: 'Products Not Available in Your Region' }),
    ).toBeVisible()
    await expect(
      region.getByText(/do not currently ship our research reagents to France/),
    ).toBeVisible()
    await expect(region.getByRole('article')).toHaveCount(0)
    await expect(region.getByRole('button', { name: 'Scroll left' })).toBeDisabled()
    await expect(region.getByRole('button', { name: 'Scroll right' })).toBeDisabled()
    await expect(region.getByRole('link', { name: 'Browse All Products' })).toBeVisible()
    await expectNoA11yViolations(page, '/ with France chosen')
    await page.setViewportSize(VIEWPORTS.phone)
    await expectNoA11yViolations(page, '/ with France chosen, 390 px')
  })

  test('the region panel stays once the loading time is over', async ({ page }) => {
    await seedCountry(page, 'France')
    await gotoHomePaused(page)
    const region = carousel(page)
    await expect(
      region.getByRole('heading', { name: 'Products Not Available in Your Region' }),
    ).toBeVisible()
    // From here on, note what the carousel shows at every change, with the country chosen then.
    await region.evaluate((section) => {
      const seen: string[] = []
      const note = () => {
        const shows = section.querySelector('article')
          ? 'products'
          : section.getAttribute('aria-busy') === 'true'
            ? 'loading'
            : 'panel'
        const stored = JSON.parse(localStorage.getItem('shippingCountry:v1') ?? '{}') as {
          selectedCountry?: string
        }
        const entry = `${shows} (${stored.selectedCountry})`
        if (seen.at(-1) !== entry) seen.push(entry)
      }
      note()
      new MutationObserver(note).observe(section, {
        subtree: true,
        childList: true,
        attributes: true,
      })
      Object.assign(window, { carouselSeen: seen })
    })
    await page.clock.runFor(CAROUSEL_LOADING_MS + 100)
    // The visitor then picks the US in another tab. Products at once, with no loading state in
    // between, prove the loading time had ended while France was still chosen.
    await page.evaluate(() => {
      localStorage.setItem(
        'shippingCountry:v1',
        JSON.stringify({ selectedCountry: 'United States' }),
      )
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'shippingCountry:v1', storageArea: localStorage }),
      )
    })
    await expect(featuredCards(page)).toHaveCount(CAROUSEL_COUNT)
    expect(
      await page.evaluate(() => (window as unknown as { carouselSeen: string[] }).carouselSeen),
    ).toEqual(['panel (France)', 'products (United States)'])
  })

  test('an expanding country (Germany) clears the warning, so products stay', async ({ page }) => {
    await seedCountry(page, 'Germany')
    await page.goto('/')
    await expect(featuredCards(page)).toHaveCount(4)
    await expect(carousel(page).getByRole('button', { name: 'Scroll right' })).toBeEnabled()
    await expect(page.getByText('Products Not Available in Your Region')).toHaveCount(0)
  })
})

test('"Why Choose Our Laboratory Reagents", the disclaimer and the six applications', async ({
  page,
}) => {
  await page.goto('/')
  const why = page.getByRole('region', { name: 'Why Choose Our Laboratory Reagents' })
  for (const title of [
    'High Purity',
    'Quality Assurance',
    'Research Focus',
    'Scientific Advancement',
  ]) {
    await expect(why.getByRole('heading', { name: title, level: 3 })).toBeVisible()
  }
  const picture = why.getByRole('img', { name: /laboratory bench/ })
  await picture.scrollIntoViewIfNeeded()
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  // Responsive: a 540 px column on a 1x screen gets the 600 px file, not the 800 px one.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /laboratory-bench-600\.webp$/,
  )

  const disclaimer = page.getByRole('region', { name: 'IMPORTANT DISCLAIMER' })
  await expect(disclaimer).toContainText('laboratory research use only')
  await expect(disclaimer).toContainText('not for human or veterinary use')
  await expect(disclaimer).toContainText('not for diagnostic or therapeutic use')
  await expect(disclaimer).toContainText('21 years of age or older')

  const applications = page.getByRole('region', { name: 'Advanced Research Applications' })
  const titles = [
    'Cell Signaling Studies',
    'Biochemical Assays',
    'Receptor Binding Analysis',
    'Structural Biology',
    'Enzyme Kinetics',
    'Molecular Interactions',
  ]
  await expect(applications.getByRole('heading', { level: 3 })).toHaveText(titles)
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['1280 px', VIEWPORTS.desktop],
    ['390 px', VIEWPORTS.phone],
  ] as const) {
    test(`axe finds nothing on / at ${label}, carousel folded and expanded`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await expect(featuredCards(page)).toHaveCount(4)
      await expectNoA11yViolations(page, `/ at ${label}`)
      await carousel(page).getByRole('button', { name: 'Show More' }).click()
      await expect(featuredCards(page)).toHaveCount(7)
      await expectNoA11yViolations(page, `/ at ${label}, carousel expanded`)
      // Nothing scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true)
    })
  }
})

test.describe('Check Shipping Availability', () => {
  test('US: domestic shipping notice and the US chosen', async ({ page }) => {
    await answerGeo(page, { body: JSON.stringify({ country_code: 'US', ip: '192.0.2.1' }) })
    await page.goto('/')
    await page.getByRole('button', { name: CHECK }).click()
    await expectNotice(
      page,
      'success',
      'Domestic Shipping Available',
      'We can ship to your location in the United States.',
    )
    expect(await storedCountry(page)).toBe('United States')
    await expect(page.getByRole('button', { name: CHECK })).toBeEnabled()
    await expect(notice(page, FAILED.title)).toHaveCount(0)
  })

  for (const [code, name, panel] of [
    ['DE', 'Germany', false],
    ['fr', 'France', true],
  ] as const) {
    test(`another listed country (${code}): international notice and ${name} chosen`, async ({
      page,
    }) => {
      await answerGeo(page, { body: JSON.stringify({ country_code: code }) })
      await page.goto('/')
      await expect(featuredCards(page)).toHaveCount(4)
      await page.getByRole('button', { name: CHECK }).click()
      await expectNotice(
        page,
        'error',
        'International Shipping Unavailable',
        'Sorry, we currently only ship within the United States.',
      )
      expect(await storedCountry(page)).toBe(name)
      const regionPanel = carousel(page).getByRole('heading', {
        name: 'Products Not Available in Your Region',
      })
      await expect(regionPanel).toHaveCount(panel ? 1 : 0)
      await expect(featuredCards(page)).toHaveCount(panel ? 0 : 4)
    })
  }

  const failures: [string, { status?: number; body: string; contentType?: string }][] = [
    ['an answer without country_code', { body: JSON.stringify({ ip: '192.0.2.1' }) }],
    ['an unknown code (XX)', { body: JSON.stringify({ country_code: 'XX' }) }],
    [
      'an answer that is not JSON',
      { body: '<html>Too many requests</html>', contentType: 'text/html' },
    ],
  ]
  for (const [label, answer] of failures) {
    test(`${label}: Location Detection Failed, nothing chosen`, async ({ page }) => {
      await answerGeo(page, answer)
      await page.goto('/')
      await page.getByRole('button', { name: CHECK }).click()
      await expectNotice(page, 'error', FAILED.title, FAILED.description)
      await expect(page.getByRole('button', { name: CHECK })).toBeEnabled()
      expect(await storedCountry(page)).toBeUndefined()
    })
  }

  for (const [label, respond] of [
    [
      'HTTP 500',
      (route: Route) =>
        route.fulfill({
          status: 500,
          headers: { 'Access-Control-Allow-Origin': '*' },
          json: { error: true },
        }),
    ],
    ['a network failure', (route: Route) => route.abort('internetdisconnected')],
  ] as const) {
    test.describe(() => {
      // Chromium itself logs the failed request; the shop must log no error of its own.
      test.use({ allowConsoleErrors: true })
      test(`${label}: Location Detection Failed, and no error logged by the shop`, async ({
        page,
      }) => {
        const errors: string[] = []
        page.on('console', (msg) => {
          if (msg.type() === 'error') errors.push(msg.text())
        })
        await page.route(GEO_ENDPOINT, respond)
        await page.goto('/')
        await page.getByRole('button', { name: CHECK }).click()
        await expectNotice(page, 'error', FAILED.title, FAILED.description)
        expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
      })
    })
  }

  test('a slow answer shows "Detecting Location..." on a disabled button', async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(GEO_ENDPOINT, async (route) => {
      await released
      await route.fulfill({
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: { country_code: 'US' },
      })
    })
    // The clock stands still while the answer is held, so the lookup's own timeout cannot end
    // the wait however long the page takes to check.
    await gotoHomePaused(page)
    await page.getByRole('button', { name: CHECK }).click()
    const detecting = page.getByRole('button', { name: DETECTING })
    await expect(detecting).toBeDisabled()
    await expect(page.getByRole('button', { name: CHECK })).toHaveCount(0)
    // axe waits on the page's timers: they are let run 5 ms at a time, far short of the
    // lookup's timeout, however long axe takes.
    await whileClockCreeps(page, () => expectNoA11yViolations(page, '/ while detecting'))
    await expect(detecting).toBeDisabled()

    release()
    // The notice itself appears on a timer of the toaster's.
    await stepClockUntil(page, notice(page, 'Domestic Shipping Available'))
    await expect(notice(page, 'Domestic Shipping Available')).toBeVisible()
    await expect(page.getByRole('button', { name: CHECK })).toBeEnabled()
  })

  test('no answer at all: the lookup gives up after its timeout', async ({ page }) => {
    const asked = hangGeo(page)
    await gotoHomePaused(page)
    await page.getByRole('button', { name: CHECK }).click()
    await asked
    await expect(page.getByRole('button', { name: DETECTING })).toBeDisabled()
    await page.clock.runFor(LOOKUP_TIMEOUT_MS - 500)
    await expect(page.getByRole('button', { name: DETECTING })).toBeDisabled()
    await page.clock.runFor(500)
    // The notice itself appears on a timer of the toaster's.
    await stepClockUntil(page, notice(page, FAILED.title))
    await expectNotice(page, 'error', FAILED.title, FAILED.description)
    await expect(page.getByRole('button', { name: CHECK })).toBeEnabled()
  })

  test('leaving the page during a lookup cancels it without a notice or an error', async ({
    page,
  }) => {
    let aborted = false
    page.on('requestfailed', (request) => {
      if (request.url() === GEO_ENDPOINT && request.failure()?.errorText === 'net::ERR_ABORTED') {
        aborted = true
      }
    })
    const asked = hangGeo(page)
    await gotoHomePaused(page)
    await page.getByRole('button', { name: CHECK }).click()
    await asked
    await expect(page.getByRole('button', { name: DETECTING })).toBeDisabled()

    await page.getByRole('link', { name: 'Browse Products' }).click()
    await expect(page).toHaveURL('/products')
    await stepClockUntil(page, page.getByRole('heading', { name: 'Laboratory Research Reagents' }))
    await expect.poll(() => aborted).toBe(true)
    // A notice raised now comes after any the cancelled lookup raised: once it shows, theirs
    // would show too (a notice stays 4 s, and the page's clock moves only when told).
    const add = page
      .getByRole('article')
      .filter({ hasText: 'BPC-157' })
      .getByRole('button', { name: /Add to Cart/ })
    await add.click()
    await stepClockUntil(page, notice(page, 'Added BPC-157 to cart'))
    await expect(toasts(page)).toHaveCount(1)
    // Nor once the lookup's time limit would have run out.
    await page.clock.runFor(LOOKUP_TIMEOUT_MS)
    await add.click()
    await stepClockUntil(page, notice(page, 'Updated quantity of BPC-157 in cart'))
    await expect(notice(page, FAILED.title)).toHaveCount(0)
    expect(await storedCountry(page)).toBeUndefined()
  })

  test('the client is loaded on the first click, not with the page', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await answerGeo(page, { body: JSON.stringify({ country_code: 'US' }) })
    await page.goto('/', { waitUntil: 'networkidle' })
    expect(scripts.filter((s) => s.includes('geolocation'))).toEqual([])
    await page.getByRole('button', { name: CHECK }).click()
    await expect(notice(page, 'Domestic Shipping Available')).toBeVisible()
    expect(scripts.filter((s) => s.includes('geolocation'))).toHaveLength(1)
  })
})
