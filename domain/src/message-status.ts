/** Where a contact message stands in the shop's inbox. */
export const MESSAGE_STATUSES = ['UNREAD', 'READ', 'ANSWERED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export function isMessageStatus(value: unknown): value is MessageStatus {
  return typeof value === 'string' && (MESSAGE_STATUSES as readonly string[]).includes(value);
}
