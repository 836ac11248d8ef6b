import { MESSAGES, RATE_LIMITS } from '@store/domain';
import { listOutbox } from '@store/backend/mail/outbox';
import { TEST_OWNER } from '@store/backend/testing/fixtures';
import { describe, expect, it } from 'vitest';
import {
  loggedInClient,
  TEST_REDIS_URL,
  useTestStack,
  type TestClient,
  type TestStack,
} from '../testing/test-gateway.ts';

/** Back-office accounts through the gateway: a principal of its own, roles checked before any data. */
const STAFF_LOGIN = `mutation ($email: String!, $password: String!) {
  staffLogin(email: $email, password: $password) { member { email name role } errors { message } }
}`;
const ME = `{ staffMe { email role } }`;
const INVITE = `mutation ($email: String!) { inviteStaff(email: $email, name: "Packer", role: STAFF) { ok errors { message } } }`;
const ACCEPT = `mutation ($token: String!) {
  acceptStaffInvite(token: $token, password: "packing-line-42", confirmPassword: "packing-line-42") { ok errors { message } }
}`;

async function signIn(stack: TestStack, email: string, password: string, client = stack.client()): Promise<TestClient> {
  const { staffLogin } = await client.data(STAFF_LOGIN, { email, password });
  if (!staffLogin.member) throw new Error(`staff login failed: ${JSON.stringify(staffLogin.errors)}`);
  return client;
}

async function inviteAndAccept(stack: TestStack, owner: TestClient, email: string): Promise<TestClient> {
  expect((await owner.data(INVITE, { email })).inviteStaff.ok).toBe(true);
  const [mail] = await listOutbox(stack.backend.db.db, email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  expect((await stack.client().data(ACCEPT, { token })).acceptStaffInvite.ok).toBe(true);
  return signIn(stack, email, 'packing-line-42');
}

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;

for (const store of ['database', 'redis'] as const) {
  describe(`staff accounts, sessions in the ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {});

    it('the owner signs in and reads the team and the audit log', async () => {
      const owner = await signIn(stack, TEST_OWNER.email, TEST_OWNER.password);
      expect((await owner.data(ME)).staffMe).toEqual({ email: TEST_OWNER.email, role: 'OWNER' });
      const { staffMembers } = await owner.data(`{ staffMembers { email role pending } }`);
      expect(staffMembers).toContainEqual({ email: TEST_OWNER.email, role: 'OWNER', pending: false });
      expect((await owner.data(`{ auditLog(pageSize: 1000) { action } }`)).auditLog).toBeInstanceOf(Array);
    });

    it('refuses a guest and a signed-in shopper every staff field, before touching data', async () => {
      const shopper = await loggedInClient(stack, `shopper-${store}@example.ae`);
      for (const client of [stack.client(), shopper]) {
        expect((await client.data(ME)).staffMe).toBeNull();
        expect(codeOf(await client.query(`{ staffMembers { email } }`))).toBe('UNAUTHENTICATED');
        expect(codeOf(await client.query(`{ auditLog { action } }`))).toBe('UNAUTHENTICATED');
        expect(codeOf(await client.query(INVITE, { email: 'intruder@example.ae' }))).toBe('UNAUTHENTICATED');
      }
      const invited = await stack.backend.db.db.selectFrom('staff').select('email').execute();
      expect(invited.map((row) => row.email)).not.toContain('intruder@example.ae');
    });

    it('staff may not do what only the owner may', async () => {
      const owner = await signIn(stack, TEST_OWNER.email, TEST_OWNER.password);
      const packer = await inviteAndAccept(stack, owner, `packer-${store}@store.test`);
      expect((await packer.data(ME)).staffMe).toEqual({ email: `packer-${store}@store.test`, role: 'STAFF' });
      expect(codeOf(await packer.query(`{ staffMembers { email } }`))).toBe('FORBIDDEN');
      expect(codeOf(await packer.query(INVITE, { email: 'friend@store.test' }))).toBe('FORBIDDEN');
      expect(codeOf(await packer.query(`mutation { removeStaff(email: "${TEST_OWNER.email}") { ok } }`))).toBe(
        'FORBIDDEN',
      );
      // A staff session is not a shopper's session either.
      expect(codeOf(await packer.query(`{ myOrders { id } }`))).toBe('UNAUTHENTICATED');
    });

    it('a removed member is signed out at once, on every device', async () => {
      const owner = await signIn(stack, TEST_OWNER.email, TEST_OWNER.password);
      const email = `leaver-${store}@store.test`;
      const laptop = await inviteAndAccept(stack, owner, email);
      const phone = await signIn(stack, email, 'packing-line-42');
      expect((await owner.data(`mutation { removeStaff(email: "${email}") { ok } }`)).removeStaff.ok).toBe(true);
      expect((await laptop.data(ME)).staffMe).toBeNull();
      expect((await phone.data(ME)).staffMe).toBeNull();
      const again = await stack.client().data(STAFF_LOGIN, { email, password: 'packing-line-42' });
      expect(again.staffLogin.errors).toEqual([{ message: MESSAGES.wrongCredentials }]);
    });

    it('a password change signs the member out everywhere', async () => {
      const owner = await signIn(stack, TEST_OWNER.email, TEST_OWNER.password);
      const email = `changer-${store}@store.test`;
      const laptop = await inviteAndAccept(stack, owner, email);
      const phone = await signIn(stack, email, 'packing-line-42');
      const answer = await laptop.data(
        `mutation { changeStaffPassword(oldPassword: "packing-line-42", newPassword: "dispatch-desk-77", confirmPassword: "dispatch-desk-77") { ok errors { message } } }`,
      );
      expect(answer.changeStaffPassword).toEqual({ ok: true, errors: [] });
      expect((await laptop.data(ME)).staffMe).toBeNull();
      expect((await phone.data(ME)).staffMe).toBeNull();
      await signIn(stack, email, 'dispatch-desk-77');
    });

    it('throttles guesses at a member like a shopper login: counted first, per account and address', async () => {
      const attacker = stack.client('203.0.113.66');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          attacker.data(STAFF_LOGIN, { email: TEST_OWNER.email, password: 'guess-guess-1' }),
        ),
      );
      const limited = answers.filter((answer) => answer.staffLogin.errors[0]?.message === MESSAGES.tooManyRequests);
      expect(limited).toHaveLength(12 - RATE_LIMITS.loginPerAccountAndAddress.points);
      // The owner, elsewhere, still signs in.
      await signIn(stack, TEST_OWNER.email, TEST_OWNER.password);
    });
  });
}
