import { LANGUAGE_HEADER } from '@store/domain';
import { SHIPPED_PAGE_TEXTS } from '@store/domain/page-texts';
import { describe, expect, it } from 'vitest';
import { getPersisted, okBody, postPersisted, sha256, webQuery } from '../testing/persisted-requests.ts';
import { invitedStaffClient, staffClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * The About, FAQ and policy texts: staff read them side by side in the back office, the owner rewrites them, and
 * every shopper reads the rewritten ones in the page's language, from the guests' response cache until they change.
 */
const stack = useTestStack();

const WINDOW = 'faq.returns.window.a';
const ADMIN = `query ($page: ContentPage!) {
  adminPageTexts(page: $page) { key english arabic shippedEnglish arabicMissing edited values tags updatedBy }
}`;
const UPDATE = `mutation ($page: ContentPage!, $texts: [PageTextInput!]!) {
  updatePageTexts(page: $page, texts: $texts) { pageTexts { key english arabic arabicMissing } errors { message } }
}`;
const SHOP = webQuery('PageTexts');
const HASH = sha256(SHOP);

interface ShopText {
  key: string;
  message: string;
  inEnglish: boolean;
}

/** A guest's PageTexts as the web client asks for it: by hash over GET, registered by POST when unknown. */
async function guestTexts(page: string, language = 'en') {
  const request = {
    hash: HASH,
    operationName: 'PageTexts',
    variables: { page },
    headers: { [LANGUAGE_HEADER]: language },
  };
  let response = await getPersisted(stack.url, request);
  if ((await response.clone().json()).errors) response = await postPersisted(stack.url, { ...request, query: SHOP });
  const body = JSON.parse(await okBody(response)) as { data: { pageTexts: ShopText[] } };
  return { texts: body.data.pageTexts, cache: response.headers.get('x-cache') };
}

async function save(client: TestClient, texts: unknown[], page = 'FAQ') {
  return (await client.query(UPDATE, { page, texts })) as {
    data?: {
      updatePageTexts: { pageTexts: { key: string; arabicMissing: boolean }[] | null; errors: { message: string }[] };
    };
    errors?: { extensions?: { code?: string } }[];
  };
}

describe('page texts through the gateway', () => {
  it("show staff each text beside the shop's own wording, and let only the owner save", async () => {
    const owner = await staffClient(stack);
    const packer = await invitedStaffClient(stack, owner, 'pages-packer@store.test');
    const { adminPageTexts } = await packer.data(ADMIN, { page: 'FAQ' });
    expect(adminPageTexts.find((text: { key: string }) => text.key === WINDOW)).toEqual({
      key: WINDOW,
      english: SHIPPED_PAGE_TEXTS.en[WINDOW],
      arabic: SHIPPED_PAGE_TEXTS.ar[WINDOW],
      shippedEnglish: SHIPPED_PAGE_TEXTS.en[WINDOW],
      arabicMissing: false,
      edited: false,
      values: ['days'],
      tags: [],
      updatedBy: null,
    });

    const text = { key: WINDOW, english: 'Changed by staff within {days} days.', arabic: '' };
    expect((await save(packer, [text])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const guest = stack.client();
    expect((await guest.query(ADMIN, { page: 'FAQ' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await save(guest, [text])).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await guestTexts('FAQ')).texts).toEqual([]);
  });

  it("reach shoppers in the page's language at once, replacing the cached answer, English where Arabic is missing", async () => {
    const owner = await staffClient(stack);
    await expect.poll(async () => (await guestTexts('FAQ')).cache).toBe('hit');
    await expect.poll(async () => (await guestTexts('FAQ', 'ar')).cache).toBe('hit');

    const english = 'Send it back within {days} days, free.';
    const saved = await save(owner, [{ key: WINDOW, english, arabic: '' }]);
    expect(saved.data?.updatePageTexts.errors).toEqual([]);
    expect(saved.data?.updatePageTexts.pageTexts?.find((text) => text.key === WINDOW)?.arabicMissing).toBe(true);

    const compiled = JSON.stringify(['Send it back within ', ['days'], ' days, free.']);
    expect((await guestTexts('FAQ')).texts).toEqual([{ key: WINDOW, message: compiled, inEnglish: false }]);
    expect((await guestTexts('FAQ', 'ar')).texts).toEqual([{ key: WINDOW, message: compiled, inEnglish: true }]);
    // Other pages are not given the FAQ's texts.
    expect((await guestTexts('RETURNS')).texts).toEqual([]);

    const arabic = 'أعِده خلال {days} أيام مجانًا.';
    await save(owner, [{ key: WINDOW, english, arabic }]);
    const [text] = (await guestTexts('FAQ', 'ar')).texts;
    expect(text).toEqual({
      key: WINDOW,
      message: JSON.stringify(['أعِده خلال ', ['days'], ' أيام مجانًا.']),
      inEnglish: false,
    });
  });

  it('refuse a text that drops a figure or a link, or a flood of texts, saving nothing', async () => {
    const owner = await staffClient(stack);
    const before = (await owner.data(ADMIN, { page: 'RETURNS' })).adminPageTexts;
    const dropped = await save(
      owner,
      [{ key: 'returnsPolicy.returnsText', english: 'Return within 7 days.', arabic: '' }],
      'RETURNS',
    );
    expect(dropped.data?.updatePageTexts).toEqual({
      pageTexts: null,
      errors: [{ message: expect.stringMatching(/must keep \{days\}/) }],
    });
    const link = await save(
      owner,
      [{ key: 'returnsPolicy.howStart', english: 'Mail us within {hours} hours.', arabic: '' }],
      'RETURNS',
    );
    expect(link.data?.updatePageTexts.errors[0]?.message).toMatch(/tag <email>/);

    const flood = Array.from({ length: 2_000 }, () => ({ key: 'returnsPolicy.lead', english: 'x {days}', arabic: '' }));
    const answer = await owner.raw({ query: UPDATE, variables: { page: 'RETURNS', texts: flood } });
    expect(answer.status).toBeLessThan(500);
    const floodBody = (await answer.json()) as {
      data?: { updatePageTexts: { errors: unknown[] } };
      errors?: unknown[];
    };
    expect(floodBody.errors ?? floodBody.data?.updatePageTexts.errors).not.toEqual([]);

    expect((await owner.data(ADMIN, { page: 'RETURNS' })).adminPageTexts).toEqual(before);
    expect((await owner.query(ADMIN, { page: 'BLOG' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
