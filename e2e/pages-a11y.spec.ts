import { APP_ROUTES } from '../config/routes.js'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

const PATHS = [...APP_ROUTES, '/no-such-page']

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every page at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const path of PATHS) {
      test(`${path} (${name}): notices, no sideways scroll, no axe violation`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const notice = page.getByRole('complementary', { name: 'Research use notice' })
        await expect(notice).toContainText('Not for human or veterinary use.')
        await expect(notice).toContainText('Not for diagnostic or therapeutic use.')
        await expect(notice).toContainText('Buyers must be 21 or older.')
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        )
        await expectNoA11yViolations(page, `${path} at ${viewport.width} px`)
      })
    }
  })
}

// The shared check reads WCAG 2.5.3 (label in name) too: a control whose name leaves out the
// text it shows fails it, as a voice-control user saying that text could not press it.
test('the shared axe check includes label in name', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => {
    const button = document.createElement('button')
    button.textContent = 'Send order'
    button.setAttribute('aria-label', 'Submit request')
    document.querySelector('main')!.append(button)
  })
  await expect(expectNoA11yViolations(page, 'a mismatched button')).rejects.toThrow(
    /label-content-name-mismatch/,
  )
})
