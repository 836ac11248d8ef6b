import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { userError } from '../resolvers/user-errors.ts';

/** The back office's editor of the About, FAQ and policy texts: any staff member reads them, the owner saves. */
export const pageTextAdminQuery: QueryResolvers = {
  adminPageTexts: async (_parent, { page }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<never>(member.email, `page-texts?page=${page}`);
    if (!answer.ok) throw new Error(`page texts: ${answer.message}`);
    return answer.body;
  },
};

export const pageTextAdminMutation: MutationResolvers = {
  // Owner only: the policies state the shop's terms (returns, refunds, privacy), as its settings do.
  updatePageTexts: async (_parent, { page, texts }, { staff, upstreams }) => {
    const owner = await staff.require('OWNER');
    const answer = await upstreams.admin.put<never>(owner.email, 'page-texts', { page, texts });
    if (!answer.ok) return { pageTexts: null, errors: userError(answer.message) };
    return { pageTexts: answer.body, errors: [] };
  },
};
