import type { Locator, Page } from '@playwright/test';
import { expect, test } from './store-test.ts';
import { pauseClockNow } from './page-clock.ts';

/** WCAG contrast between an element's text colour and the first opaque background behind it. */
function contrastWithBackground(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let behind: Element | null = node;
    let background = 'rgb(255, 255, 255)';
    for (; behind; behind = behind.parentElement) {
      const colour = getComputedStyle(behind).backgroundColor;
      const alpha = rgb(colour)[3];
      if (colour !== 'transparent' && (alpha === undefined || alpha > 0.5)) {
        background = colour;
        break;
      }
    }
    const [light, dark] = [luminance(getComputedStyle(node).color), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

// A first-time visitor: nothing in storage.
test.use({ storageState: { cookies: [], origins: [] } });

test('a new visitor is offered the newsletter once, and can subscribe', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about-us');
  await page.clock.fastForward(9000);
  const popup = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(popup).toBeVisible();
  // What is typed reads on the popup (issue 12: it was white on white).
  expect(await contrastWithBackground(popup.getByLabel('Email'))).toBeGreaterThanOrEqual(4.5);
  await popup.getByLabel('Email').fill('first.visit@example.ae');
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(popup.getByText('You have successfully subscribed.')).toBeVisible();
  expect(await contrastWithBackground(popup.getByText('You have successfully subscribed.'))).toBeGreaterThanOrEqual(
    4.5,
  );
  await page.keyboard.press('Escape');
  await page.reload();
  await page.clock.fastForward(9000);
  await expect(popup).toBeHidden();
});

/**
 * The popup's script loads when it first opens, and React shows it up to 300 ms (page time) after that: a wrong
 * opening shows a moment after its timer fired. So that it stays away is checked after a real second and a half for
 * the script and 400 ms more of the page's time, not at once.
 */
async function expectNoPopup(page: Page, where: string) {
  await page.waitForTimeout(1500);
  await page.clock.fastForward(400);
  await expect(page.getByRole('dialog', { name: 'Newsletter' }), where).toBeHidden();
}

/** A footer block's content; on a phone its heading is a toggle that opens it first. */
async function footerBlock(page: Page, title: string): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  if ((page.viewportSize()?.width ?? 0) < 768) await footer.getByRole('button', { name: title, exact: true }).click();
  return footer.getByRole('region', { name: title });
}

// Issue 18: a shopper from a mail's tracking link lands on a form and types; the popup must not take the keystrokes.
// Tagged @desktop: one script (newsletter-offer-watch.ts) keeps the popup away on every screen, and seven pages
// watched for real seconds are long; the phone run sees the popup wait and open in the tests around this one.
test('the popup never opens over a form page, and the typing there is kept @desktop', async ({ page }) => {
  // Seven pages, each watched for a few real seconds.
  test.setTimeout(60_000);
  await page.clock.install();
  for (const path of ['/login', '/register', '/contact', '/forget-password']) {
    await page.goto(path);
    const field = page.getByRole('main').getByRole('textbox').first();
    await field.pressSequentially('aisha');
    await page.clock.fastForward(9000);
    // Typed at a person's pace: a popup opening meanwhile would take the rest of the keystrokes.
    await field.pressSequentially('@example.ae', { delay: 150 });
    await expectNoPopup(page, path);
    await expect(field, path).toHaveValue('aisha@example.ae');
    await expect(field, path).toBeFocused();
  }
  for (const path of ['/shopping-cart', '/checkout', '/order-tracking']) {
    await page.goto(path);
    await page.clock.fastForward(9000);
    await expectNoPopup(page, path);
  }
});

test('on a browsing page the popup waits while a field holds typed text, then for an idle moment', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about-us');
  // The page's time moves only when the test says: the idle wait is measured in the page's time.
  await pauseClockNow(page);
  const popup = page.getByRole('dialog', { name: 'Newsletter' });
  const footerEmail = (await footerBlock(page, 'Newsletter')).getByLabel('Email');
  await footerEmail.fill('half.typed@');
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.clock.fastForward(20_000);
  await expectNoPopup(page, 'a field holds typed text');
  await expect(footerEmail).toHaveValue('half.typed@');

  // Field emptied and left, but a key was just pressed: still not now.
  await footerEmail.fill('');
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.keyboard.press('ArrowDown');
  await page.clock.fastForward(1000);
  await expectNoPopup(page, 'a key was just pressed');
  await page.clock.fastForward(5000);
  await page.clock.resume();
  await expect(popup).toBeVisible();
});

test('after a signup the popup closes itself and focus goes back where it was', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about-us');
  const link = (await footerBlock(page, 'Help')).getByRole('link', { name: 'FAQs' });
  await link.focus();
  await page.clock.fastForward(9000);
  const popup = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('Email').fill('closing.popup@example.ae');
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(popup.getByText('You have successfully subscribed.')).toBeVisible();
  await page.clock.fastForward(3000);
  await expect(popup).toBeHidden();
  await expect(link).toBeFocused();
});

test('the footer form shows only the answer to the last try', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about-us');
  const form = (await footerBlock(page, 'Newsletter')).getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Email').fill('footer.stale@example.ae');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const success = form.getByText('You have successfully subscribed.');
  await expect(success).toBeVisible();
  // Time stops while the success line shows: it must go because of the new try, not because it timed out.
  await pauseClockNow(page);
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(success).toBeHidden();
});

test('a field the page filled in itself does not hold the offer back', async ({ page }) => {
  await page.clock.install();
  await page.goto('/product-detail/5');
  await expect(page.getByRole('main').getByRole('textbox').first()).not.toHaveValue('');
  await page.clock.fastForward(9000);
  await expect(page.getByRole('dialog', { name: 'Newsletter' })).toBeVisible();
});
