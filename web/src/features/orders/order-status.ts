import { timelineTone, type TimelineTone } from '@store/domain';
import type { OrderStatus, OrderTimeline_OrderFragment } from '@/__generated__/graphql.ts';

/** The colour of an order's status badge: the current status is the last entry of its timeline. */
export function statusTone(status: OrderStatus): TimelineTone {
  return timelineTone(status, true);
}

export interface TimelineEntry {
  key: string;
  status: OrderStatus;
  /** When the order reached this status (an instant). */
  at: string;
  tone: TimelineTone;
  courier: string | null;
  trackingNumber: string | null;
}

/** The timeline as shown, oldest first: every entry before the last is done (success). */
export function timelineEntries(timeline: OrderTimeline_OrderFragment['timeline']): TimelineEntry[] {
  return timeline.map((event, index) => ({
    key: `${index}-${event.status}-${event.at}`,
    status: event.status,
    at: event.at,
    tone: timelineTone(event.status, index === timeline.length - 1),
    courier: event.courier || null,
    trackingNumber: event.trackingNumber || null,
  }));
}

/** The phone given at checkout, or null for 'N/A'. */
export function phoneOrNull(phone: string | null | undefined): string | null {
  return phone?.trim() || null;
}
