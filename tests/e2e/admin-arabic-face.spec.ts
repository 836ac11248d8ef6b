/// <reference lib="dom" />
import { DUBAI_ADDRESS, signUpAndIn, uniqueEmail } from './accounts.ts';
import { ownerSignsIn } from './admin.ts';
import { facesDrawing, loadedFaces } from './font-use.ts';
import { expect, test } from './store-test.ts';

/**
 * The back office in English, showing Arabic (issue 21): an order placed from the Arabic checkout says so, and its
 * shopper's Arabic name is drawn in the shop's Arabic face; a page of the back office with no Arabic never loads it.
 */

const ARABIC_NAME = { firstName: 'عائشة', lastName: 'خان' };

test("an Arabic order's page says Arabic and draws the shopper's name in the Arabic face; a page without Arabic loads no Arabic face", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  // A shopper orders from the Arabic checkout with an Arabic name (through the API the checkout uses).
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  const email = uniqueEmail(info, 'admin-arabic-face');
  await signUpAndIn(shopper, email);
  await shopper.goto('/');
  const id = await shopper.evaluate(
    async ({ name, address }) => {
      const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()).data;
      };
      const { product } = await graphql('{ product(id: "2") { stock { size colour quantity } } }');
      const variant = product.stock.find((entry: { quantity: number }) => entry.quantity > 0);
      const { placeOrder } = await graphql(
        `
          mutation ($input: PlaceOrderInput!, $key: String!) {
            placeOrder(input: $input, idempotencyKey: $key) {
              order {
                id
              }
            }
          }
        `,
        {
          key: `admin-arabic-face-${Date.now()}`,
          input: {
            language: 'AR',
            lines: [{ productId: '2', quantity: 1, size: variant.size, colour: variant.colour }],
            shipping: { ...name, ...address },
          },
        },
      );
      return placeOrder.order.id as string;
    },
    { name: ARABIC_NAME, address: DUBAI_ADDRESS },
  );
  await shopperContext.close();

  await ownerSignsIn(page);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadedFaces(page, 'IBM Plex Sans Arabic')).toBe(0);

  await page.goto(`/admin/orders/${id}`);
  const customer = page.getByRole('region', { name: 'Customer' });
  const name = customer.getByText(`${ARABIC_NAME.firstName} ${ARABIC_NAME.lastName}`, { exact: true }).first();
  await expect(name).toBeVisible();
  await expect(customer.locator('dt', { hasText: 'Language' }).locator('+ dd')).toHaveText('Arabic');
  await expect.poll(() => loadedFaces(page, 'IBM Plex Sans Arabic')).toBeGreaterThan(0);
  // With font-display: optional a face that comes late is used from the next page on, as on the shop's pages.
  await page.reload();
  await expect(name).toBeVisible();
  // The English labels keep the brand's face; the name is drawn in the Arabic one.
  await expect.poll(() => facesDrawing(page, '.order-facts dd')).toContain('IBM Plex Sans Arabic');
  expect(await facesDrawing(page, '.order-facts dt')).not.toContain('IBM Plex Sans Arabic');
});
