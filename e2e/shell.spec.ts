import type { Page } from '@playwright/test'
import {
  expect,
  expectNameStartsWithVisibleText,
  expectNoA11yViolations,
  openPhoneMenu,
  test,
  visibleText,
  VIEWPORTS,
} from './fixtures'

/** Puts two BPC-157 in the stored cart before the page's scripts run. */
async function seedCart(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__cart_seeded')) {
      sessionStorage.setItem('__cart_seeded', '1')
      localStorage.setItem('cart:v1', JSON.stringify([{ productId: 'bpc-157', quantity: 2 }]))
    }
  })
}

/** Makes the page tall enough to scroll, whatever the page's own length. */
async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px'
  })
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test.describe('header', () => {
  test('brand link, main navigation, country selector and an empty cart without a badge', async ({
    page,
  }) => {
    await page.goto('/about')
    const header = page.getByRole('banner')
    const nav = header.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText(['Products', 'About', 'Contact'])
    await expect(header.getByRole('button', { name: 'Ship to: United States' })).toBeVisible()
    const cart = header.getByRole('link', { name: 'Cart', exact: true })
    await expect(cart).toHaveAttribute('href', '/cart')
    await expect(cart.getByTestId('cart-badge')).toBeHidden()

    await nav.getByRole('link', { name: 'Products' }).click()
    await expect(page).toHaveURL('/products')
    await header.getByRole('link', { name: 'Research Reagents Supply' }).click()
    await expect(page).toHaveURL('/')
  })

  test('the cart badge shows the item count and follows changes to the cart', async ({
    page,
    context,
  }) => {
    await seedCart(page)
    await page.goto('/about')
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })
    await expect(cart).toBeVisible()
    await expect(cart.getByTestId('cart-badge')).toHaveText('2')

    // Another tab adds to the cart; this tab's badge follows through the storage event.
    const other = await context.newPage()
    await other.goto('/about')
    await other.evaluate(() =>
      localStorage.setItem('cart:v1', JSON.stringify([{ productId: 'tb-500', quantity: 5 }])),
    )
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 5 items' }),
    ).toBeVisible()
    await other.evaluate(() => localStorage.setItem('cart:v1', '[]'))
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }),
    ).toBeVisible()
    await expect(page.getByTestId('cart-badge').first()).toBeHidden()
    await other.close()
  })

  test('is transparent over the home page until scrolled more than 10 px', async ({ page }) => {
    await page.goto('/')
    await makeScrollable(page)
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-transparent', 'true')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

    await page.evaluate(() => window.scrollTo(0, 10))
    await expect.poll(() => scrollY(page)).toBe(10)
    await expect(header).toHaveAttribute('data-transparent', 'true')

    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-transparent', 'false')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expectNoA11yViolations(page, 'home with solid header')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-transparent', 'true')
  })

  test('lies over a dark home hero with white text, and turns solid once scrolled', async ({
    page,
  }) => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Stands in for the home page's full-height hero (it marks itself `data-hero`).
      await page.evaluate(() => {
        const hero = document.createElement('section')
        hero.dataset.hero = ''
        hero.setAttribute('aria-label', 'Hero')
        hero.style.cssText = 'background:#0f172a;height:150vh'
        document.getElementById('main')!.prepend(hero)
      })
      const header = page.getByRole('banner')
      const hero = page.getByRole('region', { name: 'Hero' })
      expect((await hero.boundingBox())!.y).toBe((await header.boundingBox())!.y)
      await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)')
      await expectNoA11yViolations(
        page,
        `transparent header over a dark hero at ${viewport.width} px`,
      )

      await page.evaluate(() => window.scrollTo(0, 40))
      await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
      await expect(header).not.toHaveCSS('color', 'rgb(255, 255, 255)')
      await expectNoA11yViolations(page, `solid header over the hero at ${viewport.width} px`)
    }
  })

  test('is solid on every other page, even at the top', async ({ page }) => {
    await page.goto('/about')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-transparent', 'false')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })

  // WCAG 2.5.3 (label in name): a voice-control user says what they see, so each name starts
  // with the control's visible text: "Ship to: United States" on a desktop, "US, Ship to: United
  // States" where a phone shows "US".
  for (const [width, viewport, shown, name] of [
    ['1280', VIEWPORTS.desktop, 'Ship to: United States', 'Ship to: United States'],
    ['390', VIEWPORTS.phone, 'US', 'US, Ship to: United States'],
  ] as const) {
    test(`every header control's name starts with what it shows (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/about')
      const header = page.getByRole('banner')
      const country = header.getByRole('button', { name, exact: true })
      await expect(country).toBeVisible()
      expect(await visibleText(country)).toBe(shown)
      await expect(country).toHaveAccessibleName(name)
      let checked = 0
      for (const control of await header.locator('a:visible, button:visible').all()) {
        if (!(await visibleText(control))) continue // an icon alone, named by its label
        await expectNameStartsWithVisibleText(control)
        checked++
      }
      expect(checked).toBeGreaterThan(1)
    })
  }

  test('a skip link leads past the header to the main content', async ({ page }) => {
    await page.goto('/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('the phone header is one row, at most 80 px with its one-line research-use bar, nothing dropped', async ({
    page,
  }) => {
    for (const path of ['/products', '/products/bpc-157', '/checkout']) {
      await page.goto(path)
      const notice = page.getByRole('complementary', { name: 'Research use notice' })
      const header = page.getByRole('banner')
      const bar = (await notice.boundingBox())!
      const head = (await header.boundingBox())!
      expect(bar.y).toBe(0)
      // One line of the notice: its text is as tall as one line of it.
      const line = await notice
        .locator('p:visible')
        .evaluate((p) => [
          p.getBoundingClientRect().height,
          parseFloat(getComputedStyle(p).lineHeight),
          parseFloat(getComputedStyle(p).paddingTop) * 2,
        ])
      expect(line[0]).toBe(line[1]! + line[2]!)
      expect(head.y + head.height, `phone header on ${path}`).toBeLessThanOrEqual(80)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      )
      // Nothing the spec asks of the header and the notices is gone.
      await expect(notice).toContainText('Research use only.')
      await expect(notice).toContainText('Not for human or veterinary use.')
      await expect(notice).toContainText('21+')
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible()
      const brand = header.getByRole('link', { name: 'Research Reagents Supply' })
      await expect(brand).toBeVisible()
      // The shop's name whole, not cut short beside the country and the cart.
      expect(await brand.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true)
      // The country selector shows the country's code, and its name starts with it.
      const country = header.getByRole('button', { name: 'US, Ship to: United States' })
      await expect(country).toBeVisible()
      expect(await visibleText(country)).toBe('US')
      await expect(header.getByRole('link', { name: /^Cart/ })).toBeVisible()
      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText('not for diagnostic or therapeutic use')
      await expect(footer).toContainText('Buyers must be 21 years of age or older.')
    }
  })

  test('opens from "Open menu" with the cart first and closes on a route change', async ({
    page,
  }) => {
    await seedCart(page)
    await page.goto('/about')
    const header = page.getByRole('banner')
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    // Slides in from the left edge (wait for its short animation to end).
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0)
    await expect(menu.getByRole('link')).toHaveText([
      /Cart\s*2/,
      'Products',
      'About',
      'Contact',
      'Order status',
    ])
    await expect(menu.getByRole('link').first()).toHaveAccessibleName('Cart, 2 items')
    await expectNoA11yViolations(page, 'open mobile menu')

    await menu.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(menu).toBeHidden()
    // The new page is shown (its code may still be loading when the address changes).
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()

    // Any change of path closes it, not only its own links: here the browser's Back.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/about')
    await expect(menu).toBeHidden()
  })

  test('Back closes it even while the next page is still loading', async ({ page }) => {
    await page.goto('/about')
    // The contact page's code arrives late, so the address changes before the page does.
    await page.route(/\/assets\/ContactPage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue().catch(() => undefined)
    })
    const menu = await openPhoneMenu(page)
    await menu.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL('/contact')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/about')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  })

  test('the close button and Escape close it', async ({ page }) => {
    await page.goto('/terms')
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await openPhoneMenu(page)
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('no "Open menu" button at 1280 px', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.goto('/about')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible()
  })
})

test.describe('scroll to top', () => {
  test('every change of path scrolls to the top', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible()
    await makeScrollable(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click()
    await expect(page.getByRole('heading', { name: 'Refund Policy', level: 1 })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('a change of query string alone keeps the position', async ({ page }) => {
    await page.goto('/products')
    const cards = page.getByRole('main').getByRole('heading', { level: 3 })
    await expect(cards).toHaveCount(7)
    await makeScrollable(page)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => scrollY(page)).toBe(600)
    const changeQuery = (query: string) =>
      page.evaluate((url) => {
        history.pushState(null, '', url)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, `/products?q=${query}`)
    // The catalogue shows its query, so the page shows when the app has taken each change.
    await changeQuery('tb')
    await expect(cards).toHaveText(['TB-500'])
    // React runs the effects of one change before it renders the next, so once the second shows,
    // whatever the first would scroll has scrolled.
    await changeQuery('bpc')
    await expect(cards).toHaveText(['BPC-157'])
    expect(await scrollY(page)).toBe(600)
  })
})

test.describe('footer', () => {
  const LINKS: [string, string][] = [
    ['All Products', '/products'],
    ['New Arrivals', '/products'],
    ['Best Sellers', '/products'],
    ['About Us', '/about'],
    ['Contact', '/contact'],
    ['Terms and Conditions', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Shipping Policy', '/shipping-policy'],
    ['Refund Policy', '/refund-policy'],
    ['Disclaimer', '/disclaimer'],
  ]

  test('dates its copyright and keeps the brand on one line on a desktop', async ({ page }) => {
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Research Reagents Supply.`),
    ).toBeVisible()
    const brand = footer.getByText('Research Reagents Supply', { exact: true })
    const { height } = (await brand.boundingBox())!
    const lineHeight = await brand.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    expect(height).toBeLessThanOrEqual(lineHeight + 1)
  })

  test('links to the shop, the company pages and every legal page', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const [name, href] of LINKS) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await footer.getByRole('link', { name: 'New Arrivals' }).click()
    await expect(page).toHaveURL('/products')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Disclaimer' }).click()
    await expect(page.getByRole('heading', { name: 'Legal Disclaimer', level: 1 })).toBeVisible()
  })

  test('carries the full research-use statement and the shop identity', async ({ page }) => {
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('not for human or veterinary use')
    await expect(footer).toContainText('not for diagnostic or therapeutic use')
    await expect(footer).toContainText('Buyers must be 21 years of age or older.')
    await expect(footer).toContainText('100 Research Park Drive, Suite 200')
    await expect(footer.getByRole('link', { name: 'orders@example.com' })).toHaveAttribute(
      'href',
      'mailto:orders@example.com',
    )
  })
})

test.describe('route error boundary', () => {
  test.use({ allowConsoleErrors: true })

  test('a page that fails to load shows "Unexpected Application Error!" with a way home', async ({
    page,
  }) => {
    await page.route(/\/assets\/AboutPage-[^/]*\.js$/, (route) => route.abort('failed'))
    await page.goto('/about')
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!', level: 1 }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expectNoA11yViolations(page, 'error page')
    await page.getByRole('main').getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    )
  })
})
