import type { StaffRole } from '@store/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsApi, StaffMemberModel } from '../datasources/accounts-api.ts';
import { fault } from '../errors.ts';
import type { ActiveSession, Sessions } from '../sessions/sessions.ts';

/**
 * This request's back-office principal. A staff session is its own cookie and its own store: a shopper's
 * session never stands for staff. The member (and their role) is read from the backend on each request,
 * so a removed member or a changed role counts at once.
 */
export interface StaffAccess {
  session(): Promise<ActiveSession | null>;
  /** The signed-in member, or null. */
  member(): Promise<StaffMemberModel | null>;
  /** The signed-in member, or UNAUTHENTICATED; FORBIDDEN when `role` is asked for and they lack it. */
  require(role?: StaffRole): Promise<StaffMemberModel>;
  start(email: string, remember: boolean): Promise<void>;
  end(): Promise<void>;
}

export function createStaffAccess(
  sessions: Sessions,
  accounts: AccountsApi,
  request: FastifyRequest,
  reply: FastifyReply,
): StaffAccess {
  let session: Promise<ActiveSession | null> | null = null;
  let member: Promise<StaffMemberModel | null> | null = null;
  const access: StaffAccess = {
    session() {
      session ??= sessions.read(request, reply);
      return session;
    },
    member() {
      member ??= access.session().then((active) => (active ? accounts.staffMember(active.email) : null));
      return member;
    },
    async require(role) {
      const signedIn = await access.member();
      if (!signedIn) throw fault('UNAUTHENTICATED');
      if (role && signedIn.role !== role) throw fault('FORBIDDEN');
      return signedIn;
    },
    async start(email, remember) {
      session = Promise.resolve(await sessions.start(reply, email, remember));
      member = null;
    },
    async end() {
      await sessions.end(reply, await access.session());
      session = Promise.resolve(null);
      member = null;
    },
  };
  return access;
}
