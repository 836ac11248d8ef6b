/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DUBAI_ADDRESS, PASSWORD, uniqueEmail } from './accounts.ts';
import { expect, test } from './store-test.ts';

/**
 * The account, order and content pages in Arabic (issue 21): a shopper registers, logs in, sees their account
 * and an order, and cancels it, all on /ar, right to left; the help and policy pages read in Arabic; the login and
 * FAQ pages are Arabic in the HTML the server sends. axe finds nothing serious; console errors fail every test
 * (store-test.ts).
 */
test.describe.configure({ timeout: 240_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The serious or critical axe violations of the page as it stands, one line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** What a reader sees of a piece of HTML: its text, scripts, styles and tags left out. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/** The share of Arabic among the letters of a text. */
function arabicShare(text: string): number {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic / Math.max(1, arabic + latin);
}

async function expectRightToLeftArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** Places an order of one tee of product 2 (its first size and colour) through the API, as the signed-in shopper. */
async function placeOrder(page: Page): Promise<string> {
  const answer = await page.evaluate(
    async ({ key, address }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation Place($input: PlaceOrderInput!, $key: String!) {
          placeOrder(input: $input, idempotencyKey: $key) { order { id } errors { message } }
        }`,
          variables: {
            key,
            input: {
              lines: [{ productId: '2', quantity: 1 }],
              shipping: { firstName: 'عائشة', lastName: 'خان', ...address },
            },
          },
        }),
      });
      return (await response.json()) as { data?: { placeOrder: { order: { id: string } | null } } };
    },
    { key: randomUUID(), address: DUBAI_ADDRESS },
  );
  const id = answer.data?.placeOrder.order?.id;
  expect(id, JSON.stringify(answer)).toBeTruthy();
  return id!;
}

// Tagged @desktop: it asks for HTML without a browser, which is the same whatever the screen.
test('/ar/login and /ar/FAQs are Arabic, right to left, in the HTML the server sends @desktop', async ({ request }) => {
  for (const [path, words] of [
    ['/ar/login', ['عميل حالي', 'تسجيل الدخول', 'نسيت كلمة المرور؟', 'عميل جديد']],
    ['/ar/FAQs', ['الأسئلة الشائعة', 'طريقة الشراء', 'كيف أقدّم طلبًا؟', 'اطرح سؤالك']],
  ] as const) {
    // A render past its deadline (3 s) sends the shell: a fresh store on a busy machine may miss it once.
    let html = '';
    await expect
      .poll(
        async () => {
          const response = await request.get(path);
          expect(response.status()).toBe(200);
          html = await response.text();
          return !html.includes('<div id="root"></div>');
        },
        { message: `${path} is rendered on the server`, timeout: 30_000 },
      )
      .toBe(true);
    expect(html).toMatch(/<html[^>]*\blang="ar"/);
    expect(html).toMatch(/<html[^>]*\bdir="rtl"/);
    for (const text of words) expect(html, `${path} holds ${text}`).toContain(text);
    const text = visibleText(html.slice(html.indexOf('<body')));
    const latinWords = [...new Set(text.match(/[A-Za-z][\w'-]*/g))].join(' ');
    // Mostly Arabic: the shell around the page still carries some English of other slices (brand, collections'
    // names, the shop's address, payment logos); the page itself is Arabic but for a word or two.
    expect(arabicShare(text), `${path}: the share of Arabic letters beside ${latinWords}`).toBeGreaterThan(0.65);
    const main = visibleText(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    expect(arabicShare(main), `${path}: the share of Arabic letters in the page itself`).toBeGreaterThan(0.9);
  }
});

test('a shopper registers, logs in, sees the account and an order, and cancels it, in Arabic', async ({
  page,
  isMobile,
}, info) => {
  const email = uniqueEmail(info, 'arabic-account');

  await page.goto('/ar/register');
  await expectRightToLeftArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
  const register = page.getByRole('form', { name: 'إنشاء حساب' });
  await register.getByLabel('الاسم الأول').fill('عائشة');
  await register.getByLabel('اسم العائلة').fill('خان');
  await register.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
  await register.getByLabel('رقم الهاتف', { exact: true }).fill('050 123 4567');
  await register.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await register.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
  await register.getByRole('checkbox', { name: 'أوافق على الشروط والأحكام' }).check();
  expect(await blockingViolations(page)).toEqual([]);
  await register.getByRole('button', { name: 'إنشاء حساب' }).click();

  await expect(page).toHaveURL(/\/ar\/login$/);
  await expect(page.getByRole('heading', { level: 2, name: 'عميل حالي' })).toBeVisible();
  const login = page.getByRole('form', { name: 'تسجيل الدخول' });
  await login.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
  await login.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await expect(login.getByLabel('تذكّرني')).toBeChecked();
  expect(await blockingViolations(page)).toEqual([]);
  await login.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/ar$/);

  await page.goto('/ar/my-account');
  await expectRightToLeftArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'بيانات الحساب' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'المعلومات الشخصية' })).toBeVisible();
  await expect(page.getByLabel('الاسم الأول')).toHaveValue('عائشة');
  await expect(page.getByRole('button', { name: 'تعديل' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  const id = await placeOrder(page);
  await page.goto('/ar/my-account-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: id });
  await expect(row.getByText('تم الطلب')).toBeVisible();
  // The date in Arabic words with Latin digits: "26 نوفمبر 2026".
  await expect(row).toContainText(/\d{1,2} [\u0600-\u06FF]+ \d{4}/);
  if (!isMobile) await expect(page.getByRole('columnheader', { name: 'الحالة' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await row.getByRole('link', { name: `عرض الطلب ${id}` }).click();

  await expect(page).toHaveURL(new RegExp(`/ar/my-account-orders-details/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'تفاصيل الطلب' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `الطلب رقم ${id}` })).toBeVisible();
  await expect(page.getByRole('main').getByText('الدفع عند الاستلام')).toBeVisible();
  await expect(page.getByText('حالة الطلب: تم الطلب')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'إلغاء الطلب' }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء الطلب' });
  await expect(dialog.getByRole('group', { name: 'سبب الإلغاء' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('radio', { name: 'المقاس غير صحيح' }).check();
  await dialog.getByRole('button', { name: 'إرسال' }).click();
  await expect(dialog).toBeHidden();

  const header = page.locator('.order-header');
  await expect(header.locator('.order-status')).toHaveText('ملغى');
  await expect(page.getByText('حالة الطلب: ملغى')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'المقاس غير صحيح' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إلغاء الطلب' })).toHaveCount(0);
});

/** The help and policy pages, each with a heading it must show in Arabic. */
const CONTENT_PAGES: [string, string][] = [
  ['/ar/FAQs', 'الأسئلة الشائعة'],
  ['/ar/login', 'تسجيل الدخول'],
  ['/ar/contact', 'اتصل بنا'],
  ['/ar/about-us', 'من نحن'],
  ['/ar/term-of-use', 'الشروط والأحكام'],
  ['/ar/privacy-policy', 'سياسة الخصوصية'],
  ['/ar/returns', 'سياسة الإرجاع واسترداد المبالغ'],
  ['/ar/shipping', 'سياسة الشحن'],
];

test('the help and policy pages read in Arabic, right to left, with no serious axe violation', async ({ page }) => {
  const findings: string[] = [];
  for (const [path, heading] of CONTENT_PAGES) {
    await page.goto(path);
    await expectRightToLeftArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    findings.push(...(await blockingViolations(page)).map((line) => `${path}: ${line}`));
  }
  expect(findings).toEqual([]);

  await page.goto('/ar/FAQs');
  const answer = page.getByRole('button', { name: 'كم تكلفة الشحن وكم يستغرق؟' });
  await answer.click();
  await expect(page.getByText('الشحن مجاني لجميع الطلبات. يستغرق التوصيل من يوم إلى 3 أيام')).toBeVisible();
  await page.getByRole('button', { name: 'هل يمكنني تتبّع طلبي أو إلغاؤه؟' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'طلباتي' })).toHaveAttribute(
    'href',
    '/ar/my-account-orders',
  );

  await page.goto('/ar/term-of-use');
  await expect(page.getByRole('navigation', { name: 'أقسام الشروط والأحكام' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سياسة الشحن' }).first()).toHaveAttribute('href', '/ar/shipping');
});

test("the login form's refusals read in Arabic on /ar/login: a missing e-mail and a wrong password", async ({
  page,
}, testInfo) => {
  await page.goto('/ar/login');
  const login = page.getByRole('form', { name: 'تسجيل الدخول' });
  await login.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(login.getByText('يُرجى إدخال البريد الإلكتروني.')).toBeVisible();
  await expect(login.getByText('يُرجى إدخال كلمة المرور.')).toBeVisible();

  await login.getByLabel('البريد الإلكتروني', { exact: true }).fill(uniqueEmail(testInfo, 'wrong-password'));
  await login.getByLabel('كلمة المرور', { exact: true }).fill('not-the-password-1');
  await login.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(login.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  await expect(page).toHaveURL(/\/ar\/login$/);
});
