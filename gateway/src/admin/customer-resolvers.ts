import { filsToAed, MESSAGES } from '@store/domain';
import type { MutationResolvers, OrderStatus, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { done, refused } from '../resolvers/user-errors.ts';
import { mayMailRecipient } from '../limits/mail-limits.ts';
import { listBody, listQuery, type ListPage } from './lists.ts';

interface CustomerWire {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  whatsapp: string | null;
  since: string;
  orderCount?: number;
  spentFils?: number;
}

function customer(wire: CustomerWire) {
  return { ...wire, orderCount: wire.orderCount ?? 0, spent: filsToAed(wire.spentFils ?? 0) };
}

export const customerAdminQuery: QueryResolvers = {
  adminCustomers: async (_parent, { q, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<ListPage<CustomerWire>>(
      member.email,
      `customers?${listQuery({ page, pageSize }, { q })}`,
    );
    const body = listBody(answer);
    return { ...body, items: body.items.map(customer) };
  },

  adminCustomer: async (_parent, { email }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<{
      customer: CustomerWire;
      orders: { id: string; placedAt: string; status: string; totalFils: number }[];
    }>(member.email, `customers/${encodeURIComponent(email)}`);
    if (!answer.ok) return null;
    return {
      customer: customer(answer.body.customer),
      orders: answer.body.orders.map((order) => ({
        ...order,
        status: order.status as OrderStatus,
        total: filsToAed(order.totalFils),
      })),
    };
  },

  contactMessages: async (_parent, { status, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<ListPage<never>>(
      member.email,
      `messages?${listQuery({ page, pageSize }, { status })}`,
    );
    return listBody(answer);
  },

  newsletterSubscribers: async (_parent, { q, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<ListPage<never>>(
      member.email,
      `subscribers?${listQuery({ page, pageSize }, { q })}`,
    );
    return listBody(answer);
  },
};

export const customerAdminMutation: MutationResolvers = {
  sendCustomerPasswordReset: async (_parent, { email }, { staff, upstreams, limits }) => {
    const member = await staff.require();
    if (!(await mayMailRecipient(limits, email))) return refused(MESSAGES.tooManyMailsToAddress);
    const answer = await upstreams.admin.post(member.email, 'customers/send-reset', { email });
    return answer.ok ? done('A password-reset link is on its way to the customer.') : refused(answer.message);
  },

  setContactMessageStatus: async (_parent, { id, status }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.post(member.email, `messages/${encodeURIComponent(id)}/status`, { status });
    return answer.ok ? done(`Marked ${status.toLowerCase()}.`) : refused(answer.message);
  },

  removeNewsletterSubscriber: async (_parent, { email }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.post(member.email, 'subscribers/unsubscribe', { email });
    return answer.ok ? done('The address is off the newsletter list.') : refused(answer.message);
  },
};
