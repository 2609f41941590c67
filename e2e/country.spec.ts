import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

async function openSelector(page: Page, current = 'United States') {
  await page.getByRole('button', { name: `Ship to: ${current}` }).click()
  const popover = page.getByRole('dialog', { name: 'Choose shipping country' })
  await expect(popover).toBeVisible()
  // Let the short fade-in end so axe measures contrast at full opacity.
  await popover.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
  return popover
}

async function choose(page: Page, country: string, current?: string) {
  const popover = await openSelector(page, current)
  await popover.getByLabel('Search countries').fill(country)
  await popover.getByRole('button', { name: country, exact: true }).click()
  await expect(popover).toBeHidden()
  await expect(page.getByRole('button', { name: `Ship to: ${country}` })).toBeVisible()
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: /ship|recognized/ })

test.describe('country selector', () => {
  test('lists every country and filters with a case-insensitive contains search', async ({
    page,
  }) => {
    await page.goto('/about')
    const popover = await openSelector(page)
    const search = popover.getByLabel('Search countries')
    await expect(search).toBeFocused()
    await expect(popover.getByRole('heading', { name: 'Countries (150)' })).toBeVisible()
    await expect(popover.getByRole('button')).toHaveCount(150)
    await expectNoA11yViolations(page, 'open country popover')

    await search.fill('uNiTeD')
    await expect(popover.getByRole('heading', { name: 'Countries (3)' })).toBeVisible()
    await expect(popover.getByRole('button')).toHaveText([
      'United Arab Emirates',
      'United Kingdom',
      'United States',
    ])

    await search.fill('land')
    await expect(popover.getByRole('heading', { name: 'Countries (9)' })).toBeVisible()
    await expect(popover.getByRole('button')).toHaveText([
      'Finland',
      'Greenland',
      'Iceland',
      'Ireland',
      'Netherlands',
      'New Zealand',
      'Poland',
      'Switzerland',
      'Thailand',
    ])

    await search.fill('qqq')
    await expect(popover.getByText('No countries found')).toBeVisible()
    await expect(popover.getByRole('heading', { name: 'Countries (0)' })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    await expect(page.getByRole('button', { name: 'Ship to: United States' })).toBeFocused()
  })

  test('each opening starts with an empty search and the whole list', async ({ page }) => {
    await page.goto('/about')
    let popover = await openSelector(page)
    await popover.getByLabel('Search countries').fill('swe')
    await expect(popover.getByRole('heading', { name: 'Countries (1)' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    popover = await openSelector(page)
    await expect(popover.getByLabel('Search countries')).toHaveValue('')
    await expect(popover.getByLabel('Search countries')).toBeFocused()
    await expect(popover.getByRole('heading', { name: 'Countries (150)' })).toBeVisible()
  })

  test('is keyboard operable', async ({ page }) => {
    await page.goto('/about')
    const popover = await openSelector(page)
    await page.keyboard.type('swe')
    await page.keyboard.press('ArrowDown')
    await expect(popover.getByRole('button', { name: 'Sweden' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Ship to: Sweden' })).toBeVisible()
  })

  test('blocked countries: red banner "Sorry, we do not ship to {country}!"', async ({ page }) => {
    await page.goto('/about')
    await choose(page, 'Cuba')
    await expect(banner(page)).toHaveText('Sorry, we do not ship to Cuba!')
    await expectNoA11yViolations(page, 'blocked-country banner')
    await choose(page, 'Iran', 'Cuba')
    await expect(banner(page)).toHaveText('Sorry, we do not ship to Iran!')
  })

  test('other countries: the "expand our shipping network" warning', async ({ page }) => {
    await page.goto('/about')
    await choose(page, 'France')
    await expect(banner(page)).toHaveText(
      "Sorry, we currently don't ship to France. Check back soon as we expand our shipping network.",
    )
  })

  test('expanding countries and the US clear the warning', async ({ page }) => {
    await page.goto('/about')
    await choose(page, 'Cuba')
    await expect(banner(page)).toBeVisible()
    await choose(page, 'Canada', 'Cuba')
    await expect(banner(page)).toHaveCount(0)
    await choose(page, 'Japan', 'Canada')
    await expect(banner(page)).toBeVisible()
    await choose(page, 'United States', 'Japan')
    await expect(banner(page)).toHaveCount(0)
  })

  test('the choice and its warning survive a reload', async ({ page }) => {
    await page.goto('/about')
    await choose(page, 'Syria')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Ship to: Syria' })).toBeVisible()
    await expect(banner(page)).toHaveText('Sorry, we do not ship to Syria!')
  })

  test('choosing a country scrolls to the top', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 800))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await choose(page, 'Denmark')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('works at 390 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto('/about')
    const popover = await openSelector(page)
    const box = await popover.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    )
    await expectNoA11yViolations(page, 'open country popover at 390 px')
    await popover.getByLabel('Search countries').fill('North Korea')
    await popover.getByRole('button', { name: 'North Korea' }).click()
    await expect(banner(page)).toHaveText('Sorry, we do not ship to North Korea!')
    await expectNoA11yViolations(page, 'banner at 390 px')
  })
})

// The list is part of the page: a visitor can scroll it and press a country the moment it opens,
// before the app's code has arrived (here held back until the test lets it through).
test.describe('country selector before the app has started', () => {
  test.use({ waitForApp: false })

  test('opens with all 150 countries and takes a choice', async ({ page }) => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await released
      await route.continue().catch(() => undefined)
    })
    try {
      await page.goto('/about')
      const popover = await openSelector(page)
      await expect(popover.getByLabel('Search countries')).toBeFocused()
      await expect(popover.getByRole('heading', { name: 'Countries (150)' })).toBeVisible()
      await expect(popover.getByRole('button')).toHaveCount(150)
      await expectNoA11yViolations(page, 'country popover before the app')
      await popover.getByRole('button', { name: 'France', exact: true }).click()
    } finally {
      release()
    }
    await expect(page.getByRole('button', { name: 'Ship to: France' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('dialog', { name: 'Choose shipping country' })).toBeHidden()
    await expect(banner(page)).toHaveText(
      "Sorry, we currently don't ship to France. Check back soon as we expand our shipping network.",
    )
  })
})
