import type { MailStatus, MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { userError } from '../resolvers/user-errors.ts';
import { emptyPage, listQuery, type ListPage } from './lists.ts';

interface MailWire {
  id: string;
  status: string;
  [field: string]: unknown;
}

/** The backend's lower-case status as the schema's enum. */
function mail(wire: MailWire) {
  return { ...wire, status: wire.status.toUpperCase() as MailStatus } as never;
}

export const mailQuery: QueryResolvers = {
  outgoingMails: async (_parent, { status, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const query = listQuery({ page, pageSize }, { status: status?.toLowerCase() ?? 'all' });
    const answer = await upstreams.admin.get<ListPage<MailWire>>(member.email, `mail?${query}`);
    if (!answer.ok) return emptyPage(page, pageSize, 20);
    return { ...answer.body, items: answer.body.items.map(mail) };
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
