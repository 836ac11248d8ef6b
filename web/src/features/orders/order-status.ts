import { timelineTone, type TimelineTone } from '@store/domain';
import type { OrderStatus, OrderTimeline_OrderFragment } from '@/__generated__/graphql.ts';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';

/** The colour of an order's status badge: the current status is the last entry of its timeline. */
export function statusTone(status: OrderStatus): TimelineTone {
  return timelineTone(status, true);
}

export interface TimelineEntry {
  key: string;
  /** 'Product DISPATCHED' (spec §4). */
  title: string;
  date: string;
  tone: TimelineTone;
  courier: string | null;
  trackingNumber: string | null;
}

/** The timeline as shown, oldest first: every entry before the last is done (success). */
export function timelineEntries(timeline: OrderTimeline_OrderFragment['timeline']): TimelineEntry[] {
  return timeline.map((event, index) => ({
    key: `${index}-${event.status}-${event.at}`,
    title: `Product ${event.status}`,
    date: formatDubaiDateTime(event.at),
    tone: timelineTone(event.status, index === timeline.length - 1),
    courier: event.courier || null,
    trackingNumber: event.trackingNumber || null,
  }));
}

/** The phone given at checkout, or 'N/A'. */
export function phoneOrNotAvailable(phone: string | null | undefined): string {
  return phone?.trim() || 'N/A';
}
