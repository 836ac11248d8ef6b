import { expect, type Page } from '@playwright/test';

/** The back office's first owner: the backend creates them at start-up (playwright.config.ts passes both). */
export const OWNER_EMAIL = 'owner@store.test';
export const OWNER_PASSWORD = 'owner-pass-2026';

/** Signs in at /admin/login (the page the test is on, or a fresh one). */
export async function staffSignIn(page: Page, email: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/admin/login')) await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the owner in through the API (the staffLogin mutation), leaving the session in the page's browser context
 * and the page where it was. For journeys about something else: the sign-in form is driven by
 * admin-accessibility.spec.ts, admin-second-factor.spec.ts and admin-staff.spec.ts.
 */
export async function ownerSignsIn(page: Page) {
  const response = await page.request.post('/graphql', {
    data: {
      query:
        'mutation ($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { errors { message } } }',
      variables: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect((await response.json()).data.staffLogin.errors).toEqual([]);
}
