import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@store/domain';
import { staffClient, useTestStack } from '../testing/test-gateway.ts';
import { buildWebClient, WEB_TEST_BUILD } from '../testing/web-build.ts';
import { within } from '../testing/within.ts';

/** Server-rendered pages print the shop's contacts as the owner last set them. */
describe('the contacts on server-rendered pages', () => {
  beforeAll(buildWebClient, 180_000);
  const stack = useTestStack({ webDist: WEB_TEST_BUILD });
  /** The page's markup without React's <!-- --> between neighbouring texts. */
  const html = async (path: string) => {
    const response = await fetch(`${stack.url}${path}`, { headers: { accept: 'text/html' } });
    return (await response.text()).replaceAll('<!-- -->', '');
  };
  /** The different phone links of a page (the contact page's and the footer's are one): href and text. */
  const phoneLinks = (page: string) => [
    ...new Set([...page.matchAll(/<a href="(tel:[^"]*)">([^<]*)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`)),
  ];

  it('shows the settings’ phone, hours and TRN, and a new phone within 2 s of the owner’s edit', async () => {
    const contact = await html('/contact');
    expect(phoneLinks(contact)).toEqual([`tel:+97141234567 ${DEFAULT_SHOP_SETTINGS.phone}`]);
    for (const line of DEFAULT_SHOP_SETTINGS.openingHours) expect(contact).toContain(`<dd>${line}</dd>`);
    expect(contact).toContain(`TRN ${DEFAULT_SHOP_SETTINGS.trn}`);
    // The data the page was rendered with goes along, so the browser does not ask again.
    expect(contact).toMatch(/"storeContact":\{"__typename":"StoreContact"/);

    const owner = await staffClient(stack);
    const { updateShopSettings } = await owner.data(
      `mutation { updateShopSettings(input: { phone: "04 765 4321", openingHours: ["Every day 9am-9pm"] }) { errors { message } } }`,
    );
    expect(updateShopSettings.errors).toEqual([]);
    for (const path of ['/contact', '/']) {
      await within(2_000, async () => phoneLinks(await html(path)), ['tel:+97147654321 04 765 4321']);
    }
    expect(await html('/contact')).toContain('<dd>Every day 9am-9pm</dd>');
  });
});
