import { DEFAULT_SHOP_SETTINGS, MESSAGES, RATE_LIMITS } from '@store/domain';
import { listOutbox } from '@store/backend/mail/outbox';
import { registration } from '@store/backend/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * Every mutation that makes the shop send a mail is limited per client address and per e-mail address,
 * with a clear refusal; nothing is sent past the limit.
 */
const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { ok errors { message } } }`;
const CONTACT = `mutation ($name: String!, $email: String!) {
  sendContactMessage(name: $name, email: $email, message: "Do you ship to Al Ain?") { ok errors { message } }
}`;
const RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { ok errors { message } } }`;
const PER_RECIPIENT = RATE_LIMITS.mailPerRecipient.points;
const PER_ADDRESS = RATE_LIMITS.mailPerAddress.points;

type Answer = { ok: boolean; errors: { message: string }[] };

async function ask(client: TestClient, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const data = await client.data<Record<string, Answer>>(query, variables);
  return Object.values(data)[0]!;
}

const refusedForLimit = (answer: Answer) => !answer.ok && answer.errors[0]?.message === MESSAGES.tooManyRequests;

for (const store of ['memory', 'redis'] as const) {
  describe(`mail limits, counting in ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {});

    it('limits sign-ups of one e-mail address, whoever asks', async () => {
      const email = `flooded-${store}@example.ae`;
      const answers = await Promise.all(
        Array.from({ length: PER_RECIPIENT + 3 }, () => ask(stack.client(), SUBSCRIBE, { email })),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(PER_RECIPIENT);
      expect(answers.filter(refusedForLimit)).toHaveLength(3);
    });

    it('limits one client address, whatever e-mail addresses it names', async () => {
      const client = stack.client('203.0.113.99');
      const answers: Answer[] = [];
      for (let i = 0; i < PER_ADDRESS + 2; i++) {
        answers.push(await ask(client, SUBSCRIBE, { email: `list-${store}-${i}@example.ae` }));
      }
      expect(answers.slice(0, PER_ADDRESS).every((answer) => answer.ok)).toBe(true);
      expect(answers.slice(PER_ADDRESS).every(refusedForLimit)).toBe(true);
      // Another shopper is not affected.
      expect((await ask(stack.client(), SUBSCRIBE, { email: `other-${store}@example.ae` })).ok).toBe(true);
    });

    it('limits password-reset mails to one address, and sends none past the limit', async () => {
      const email = `reset-target-${store}@example.ae`;
      // Registered at the backend directly: a registration through the gateway counts as a mail too.
      await fetch(`${stack.backend.url}/images/customers/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration(email)),
      });
      const before = (await listOutbox(stack.backend.db.db, email)).length;
      const answers = [];
      for (let i = 0; i < PER_RECIPIENT + 2; i++) answers.push(await ask(stack.client(), RESET, { email }));
      expect(answers.filter(refusedForLimit)).toHaveLength(2);
      const resetMails = (await listOutbox(stack.backend.db.db, email)).length - before;
      expect(resetMails).toBe(PER_RECIPIENT);
    });

    it('limits contact messages from one sender, and keeps line breaks out of the mail subject', async () => {
      const email = `writer-${store}@example.ae`;
      const name = 'Sara\r\nBcc: everyone@example.com';
      const answers = [];
      for (let i = 0; i < PER_RECIPIENT + 1; i++) answers.push(await ask(stack.client(), CONTACT, { name, email }));
      expect(answers.slice(0, PER_RECIPIENT).every((answer) => answer.ok)).toBe(true);
      expect(refusedForLimit(answers.at(-1)!)).toBe(true);

      // To the shop's mailbox: the e-mail in its settings.
      const mails = await listOutbox(stack.backend.db.db, DEFAULT_SHOP_SETTINGS.email);
      const subjects = mails.map((mail) => mail.subject).filter((subject) => subject.includes('Sara'));
      expect(subjects).toHaveLength(PER_RECIPIENT);
      for (const subject of subjects) {
        expect(subject).not.toMatch(/[\r\n]/);
        expect(subject).toBe('Contact form: Sara Bcc: everyone@example.com');
      }
    });
  });
}

describe('registration counts as a mail', () => {
  const stack = useTestStack();

  it('refuses a fourth registration attempt at one address within the hour', async () => {
    const input = (i: number) => ({
      firstName: 'Sara',
      lastName: 'Ali',
      email: 'popular@example.ae',
      phone: '050 123 4567',
      password: `desert-rally-${i}`,
      confirmPassword: `desert-rally-${i}`,
      agreeToTerms: true,
    });
    const answers: Answer[] = [];
    for (let i = 0; i < PER_RECIPIENT + 1; i++) {
      answers.push(
        await ask(
          stack.client(),
          `mutation ($input: RegisterInput!) { register(input: $input) { ok errors { message } } }`,
          { input: input(i) },
        ),
      );
    }
    expect(answers.slice(0, PER_RECIPIENT).every((answer) => answer.ok)).toBe(true);
    expect(refusedForLimit(answers.at(-1)!)).toBe(true);
  });
});
