import type { MailStatus, MutationResolvers, OutgoingMail, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { userError } from '../resolvers/user-errors.ts';
import { listBody, listQuery, type ListPage } from './lists.ts';

/** A mail as the admin-api sends it: the schema's, with its status in lower case. */
type MailWire = Omit<OutgoingMail, '__typename' | 'status'> & { status: string };

/** The backend's lower-case status as the schema's enum. */
function mail(wire: MailWire): OutgoingMail {
  return { ...wire, status: wire.status.toUpperCase() as MailStatus };
}

export const mailQuery: QueryResolvers = {
  outgoingMails: async (_parent, { status, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const query = listQuery({ page, pageSize }, { status: status?.toLowerCase() ?? 'all' });
    const answer = await upstreams.admin.get<ListPage<MailWire>>(member.email, `mail?${query}`);
    const body = listBody(answer);
    return { ...body, items: body.items.map(mail) };
  },

  outgoingMail: async (_parent, { id }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<MailWire>(member.email, `mail/${encodeURIComponent(id)}`);
    return answer.ok ? mail(answer.body) : null;
  },
};

export const mailMutation: MutationResolvers = {
  retryMail: async (_parent, { id }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.post<MailWire>(member.email, `mail/${encodeURIComponent(id)}/retry`, {});
    return answer.ok ? { mail: mail(answer.body), errors: [] } : { mail: null, errors: userError(answer.message) };
  },
};
