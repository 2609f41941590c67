import { APP_ROUTES } from '../config/routes.js'
import { expect, test } from './fixtures'

test.describe('every route', () => {
  for (const path of APP_ROUTES) {
    test(`${path} answers 200 with a page heading`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
    })
  }

  test('an unknown path shows Page Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL('/')
  })
})
