import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

test.use({ ageVerified: false })

test.describe('age gate', () => {
  test('covers the site on a first visit with the spec texts; the site behind is inert', async ({
    page,
  }) => {
    await page.goto('/about')
    const gate = page.getByRole('dialog', { name: 'Age Verification' })
    await expect(gate).toBeVisible()
    await expect(gate).toContainText('This website is restricted to persons aged 21 or older.')
    await expect(gate).toContainText(
      'By clicking “I am 21 or older”, you confirm that you are at least 21 years of age and accept the terms and conditions.',
    )
    await expect(
      gate.getByText('You must be at least 21 years old to enter this website.'),
    ).toBeVisible()
    await expect(gate.getByRole('button', { name: 'I am 21 or older' })).toBeVisible()
    await expect(gate.getByRole('button', { name: 'I am under 21' })).toBeVisible()

    // Focus starts on the gate's confirm button; nothing behind the gate is reachable: not by
    // assistive technology, keyboard or pointer.
    await expect(gate.getByRole('button', { name: 'I am 21 or older' })).toBeFocused()
    // A modal dialog: the site behind is inert, not only hidden behind it.
    expect(await gate.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    // The browser's own accessibility tree (what a screen reader reads) leaves the site out.
    const cdp = await page.context().newCDPSession(page)
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[]
    }
    const exposed = nodes
      .filter((n) => !n.ignored && ['link', 'heading'].includes(n.role?.value ?? ''))
      .map((n) => n.name?.value)
    expect(exposed).toContain('Age Verification')
    expect(exposed).not.toContain('Products')
    expect(exposed).not.toContain('About Us')
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab')
      // A modal dialog lets focus leave for the browser's own controls, never for the page.
      const focus = await gate.evaluate((el) =>
        el.contains(document.activeElement) ? 'gate' : (document.activeElement?.tagName ?? 'none'),
      )
      expect(['gate', 'BODY']).toContain(focus)
    }
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect(gate).toBeVisible()
    await expect(page).toHaveURL('/about')

    await expectNoA11yViolations(page, 'age gate at 1280 px')
    await page.setViewportSize(VIEWPORTS.phone)
    await expect(gate.getByRole('button', { name: 'I am 21 or older' })).toBeInViewport()
    await expectNoA11yViolations(page, 'age gate at 390 px')
  })

  test('"I am 21 or older" stores the flag and the gate stays away after a reload', async ({
    page,
  }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'I am 21 or older' }).click()
    await expect(page.getByRole('dialog', { name: 'Age Verification' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible()
    // Stored by the app: at once, or as it plays back a press made before it ran.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ageVerified'))).toBe('true')

    await page.reload()
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Age Verification' })).toHaveCount(0)
    await page.getByRole('banner').getByRole('link', { name: 'Products' }).click()
    await expect(page).toHaveURL('/products')
  })

  test('"I am under 21" sends the browser to a search engine', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Search</title><p>Search page</p></html>',
      }),
    )
    await page.goto('/')
    await page.getByRole('button', { name: 'I am under 21' }).click()
    await expect(page).toHaveURL('https://www.google.com/')
    await expect(page.getByText('Search page')).toBeVisible()
  })

  test('works for the visit when browser storage is unavailable', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError')
        },
      })
    })
    await page.goto('/about')
    await page.getByRole('button', { name: 'I am 21 or older' }).click()
    await expect(page.getByRole('dialog', { name: 'Age Verification' })).toHaveCount(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Age Verification' })).toHaveCount(0)
  })
})
