import { MESSAGES, RATE_LIMITS, SECOND_FACTOR, SECOND_FACTOR_MESSAGES as SAY } from '@store/domain';
import { listOutbox } from '@store/backend/mail/outbox';
import { TEST_OWNER } from '@store/backend/testing/fixtures';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, useTestStack, type TestClient, type TestStack } from '../testing/test-gateway.ts';

/** Two-step sign-in for the back office: set up by the member, then asked for after the password. */
const PASSWORD = 'packing-line-42';
const STAFF_LOGIN = `mutation ($email: String!, $password: String!) {
  staffLogin(email: $email, password: $password) { member { email } secondStepToken errors { message } }
}`;
const LOGIN_CODE = `mutation ($token: String!, $code: String!) {
  staffLoginCode(token: $token, code: $code) { member { email secondFactor } secondStepToken errors { field message } }
}`;
const SETUP = `mutation { startSecondFactorSetup { secret uri errors { message } } }`;
const CONFIRM = `mutation ($code: String!) { confirmSecondFactor(code: $code) { ok message errors { message } } }`;
const TURN_OFF = `mutation ($code: String!) { turnOffSecondFactor(code: $code) { ok message errors { message } } }`;
const ME = `{ staffMe { email secondFactor } }`;

type SignIn = {
  member: { email: string } | null;
  secondStepToken: string | null;
  errors: { field?: string; message: string }[];
};

function codeOf(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: SECOND_FACTOR.periodSeconds });
  return totp.generate({ timestamp: Date.now() + stepsAhead * SECOND_FACTOR.periodSeconds * 1000 });
}

async function staffLogin(client: TestClient, email: string, password = PASSWORD): Promise<SignIn> {
  return (await client.data<{ staffLogin: SignIn }>(STAFF_LOGIN, { email, password })).staffLogin;
}

async function loginCode(client: TestClient, token: string, code: string): Promise<SignIn> {
  return (await client.data<{ staffLoginCode: SignIn }>(LOGIN_CODE, { token, code })).staffLoginCode;
}

/** A member invited by the owner, signed in with their password (two-step sign-in not on yet). */
async function newMember(stack: TestStack, email: string, role: 'STAFF' | 'OWNER' = 'STAFF'): Promise<TestClient> {
  const owner = stack.client();
  await staffLogin(owner, TEST_OWNER.email, TEST_OWNER.password);
  await owner.data(`mutation ($email: String!) { inviteStaff(email: $email, name: "Packer", role: ${role}) { ok } }`, {
    email,
  });
  const [mail] = await listOutbox(stack.backend.db.db, email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  await stack
    .client()
    .data(
      `mutation ($token: String!) { acceptStaffInvite(token: $token, password: "${PASSWORD}", confirmPassword: "${PASSWORD}") { ok } }`,
      {
        token,
      },
    );
  const client = stack.client();
  expect((await staffLogin(client, email)).member).not.toBeNull();
  return client;
}

/** Sets two-step sign-in up and on; answers the secret. */
async function turnOn(client: TestClient): Promise<string> {
  const { startSecondFactorSetup } = await client.data(SETUP);
  expect(startSecondFactorSetup.errors).toEqual([]);
  const secret: string = startSecondFactorSetup.secret;
  expect(startSecondFactorSetup.uri).toContain(`secret=${secret}`);
  const { confirmSecondFactor } = await client.data(CONFIRM, { code: codeOf(secret, -1) });
  expect(confirmSecondFactor).toMatchObject({ ok: true, message: SAY.turnedOn });
  return secret;
}

for (const store of ['memory', 'redis'] as const) {
  describe(`two-step sign-in, counting in ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {});

    it('once on, the password alone signs nobody in; the code does, once', async () => {
      const email = `twostep-${store}@store.test`;
      const member = await newMember(stack, email);
      const wrong = await member.data(CONFIRM, { code: '000000' });
      const { startSecondFactorSetup } = await member.data(SETUP);
      expect((await member.data(CONFIRM, { code: '000000' })).confirmSecondFactor.errors[0].message).toBe(
        SAY.wrongCode,
      );
      expect(wrong.confirmSecondFactor.ok).toBe(false);
      await member.data(CONFIRM, { code: codeOf(startSecondFactorSetup.secret, -1) });
      expect((await member.data(ME)).staffMe).toEqual({ email, secondFactor: true });
      const secret = startSecondFactorSetup.secret as string;

      const laptop = stack.client();
      const first = await staffLogin(laptop, email);
      expect(first.member).toBeNull();
      expect(first.secondStepToken).toEqual(expect.any(String));
      expect((await laptop.data(ME)).staffMe).toBeNull();

      expect((await loginCode(laptop, first.secondStepToken!, '123 45')).errors[0]!.message).toBe(SAY.enterCode);
      const code = codeOf(secret);
      const signedIn = await loginCode(laptop, first.secondStepToken!, code);
      expect(signedIn.member).toEqual({ email, secondFactor: true });
      expect((await laptop.data(ME)).staffMe).toEqual({ email, secondFactor: true });

      // The same code again, even with a fresh password step, is refused.
      const phone = stack.client();
      const again = await loginCode(phone, (await staffLogin(phone, email)).secondStepToken!, code);
      expect(again).toMatchObject({ member: null, errors: [{ field: 'code', message: SAY.wrongCode }] });
      expect((await phone.data(ME)).staffMe).toBeNull();
    });

    it('refuses a forged or altered step token', async () => {
      const email = `forger-${store}@store.test`;
      await turnOn(await newMember(stack, email));
      const client = stack.client();
      const { secondStepToken } = await staffLogin(client, email);
      const [payload, signature] = secondStepToken!.split('.');
      const forged = Buffer.from(JSON.stringify({ email: TEST_OWNER.email, remember: true, expiresAt: 9e15 }));
      for (const token of [
        `${forged.toString('base64url')}.${signature}`,
        `${payload}.x${signature}`,
        'x'.repeat(5000),
      ]) {
        expect((await loginCode(client, token, '123456')).errors[0]!.message).toBe(SAY.stepExpired);
      }
    });

    it('throttles wrong codes like wrong passwords, the right code included', async () => {
      const email = `guessed-${store}@store.test`;
      const secret = await turnOn(await newMember(stack, email));
      const attacker = stack.client('203.0.113.66');
      const { secondStepToken } = await staffLogin(attacker, email);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => loginCode(attacker, secondStepToken!, String(100000 + i))),
      );
      const limit = RATE_LIMITS.loginPerAccountAndAddress.points;
      expect(guesses.filter((answer) => answer.errors[0]?.message === SAY.wrongCode)).toHaveLength(limit);
      expect(guesses.filter((answer) => answer.errors[0]?.message === MESSAGES.tooManyRequests)).toHaveLength(
        12 - limit,
      );
      expect((await loginCode(attacker, secondStepToken!, codeOf(secret))).errors[0]?.message).toBe(
        MESSAGES.tooManyRequests,
      );
    });

    it('staff may turn it off with a code; an owner keeps it once set up', async () => {
      const email = `leaver-${store}@store.test`;
      const member = await newMember(stack, email);
      const secret = await turnOn(member);
      expect((await member.data(TURN_OFF, { code: codeOf(secret) })).turnOffSecondFactor).toMatchObject({ ok: true });
      expect((await staffLogin(stack.client(), email)).member).not.toBeNull();

      const ownerEmail = `owner2-${store}@store.test`;
      const owner = await newMember(stack, ownerEmail, 'OWNER');
      const ownerSecret = await turnOn(owner);
      const refused = (await owner.data(TURN_OFF, { code: codeOf(ownerSecret) })).turnOffSecondFactor;
      expect(refused).toMatchObject({ ok: false, errors: [{ message: SAY.ownerKeepsIt }] });
      expect((await staffLogin(stack.client(), ownerEmail)).member).toBeNull();
      // Already on: a new set-up (a new secret without a code) is refused.
      expect((await owner.data(SETUP)).startSecondFactorSetup).toMatchObject({
        secret: null,
        errors: [{ message: SAY.alreadyOn }],
      });
    });

    it('refuses set-up to a guest', async () => {
      const answer = await stack.client().query(SETUP);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await stack.client().query(CONFIRM, { code: '123456' })).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });
  });
}
