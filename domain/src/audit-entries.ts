import { formatAed } from './pricing.ts';
import { SHOP_SETTING_LABELS, isShopSettingKey } from './shop-settings.ts';

/** One row of the back office's audit log as the owner reads it: what was done, to what, and what changed. */
export interface AuditDescription {
  /** 'Order status changed' rather than the stored code 'order.status'. */
  action: string;
  /** 'Order 1001', 'Product 12', an e-mail. */
  subject: string;
  /** 'Packed → Dispatched · Aramex 1234567890'; empty when the action says it all. */
  change: string;
}

type Detail = Record<string, unknown>;

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** 'DISPATCHED' → 'Dispatched'. */
const word = (value: unknown) => str(value).charAt(0).toUpperCase() + str(value).slice(1).toLowerCase();
const aed = (fils: unknown) => (typeof fils === 'number' ? `AED ${formatAed(fils)}` : 'none');
const arrow = (from: unknown, to: unknown) => `${from} → ${to}`;
const list = (value: unknown) => (Array.isArray(value) ? value.map(str) : []);
const joined = (parts: readonly string[]) => parts.filter(Boolean).join(' · ');

/** Product columns as the product form names them; long texts say only that they changed. */
const PRODUCT_FIELDS: Record<string, { label: string; show?: (value: unknown) => string }> = {
  title: { label: 'Title' },
  description: { label: 'Description', show: () => '' },
  collection: { label: 'Collection' },
  brand: { label: 'Brand' },
  price_fils: { label: 'Price', show: aed },
  old_price_fils: { label: 'Old price', show: aed },
  hot_sale: { label: 'Hot sale', show: (value) => (value ? 'yes' : 'no') },
  top_pick: { label: 'Top pick', show: (value) => (value ? 'yes' : 'no') },
  colours: { label: 'Colours', show: (value) => jsonList(value) },
  sizes: { label: 'Sizes', show: (value) => jsonList(value) },
  care: { label: 'Care', show: () => '' },
  composition: { label: 'Composition' },
  origin: { label: 'Origin' },
};

function jsonList(value: unknown): string {
  try {
    return list(JSON.parse(str(value))).join(', ');
  } catch {
    return str(value);
  }
}

function fieldChanges(changed: unknown, label: (key: string) => string, show: (key: string, v: unknown) => string) {
  if (typeof changed !== 'object' || changed === null) return [];
  return Object.entries(changed as Record<string, { from?: unknown; to?: unknown }>).map(([key, { from, to }]) => {
    const [before, after] = [show(key, from), show(key, to)];
    return before === '' && after === '' ? `${label(key)} changed` : `${label(key)}: ${arrow(before, after)}`;
  });
}

function productChange(detail: Detail): string {
  const fields = fieldChanges(
    detail.changed,
    (key) => PRODUCT_FIELDS[key]?.label ?? key,
    (key, value) => (PRODUCT_FIELDS[key]?.show ?? str)(value),
  );
  const added = list(detail.variantsAdded);
  const removed = list(detail.variantsRemoved);
  return joined([
    fields.join('; '),
    added.length ? `added ${added.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : '',
  ]);
}

function settingsChange(detail: Detail): string {
  return fieldChanges(
    detail.changes,
    (key) => (isShopSettingKey(key) ? SHOP_SETTING_LABELS[key] : key),
    (key, value) => (key === 'openingHours' ? '' : Array.isArray(value) ? value.join(', ') : str(value)),
  ).join('; ');
}

/** A content row's heading as the shop shows it (its <br> marks a line break). */
const heading = (value: unknown) => str(value).replaceAll('<br>', ' ');

type Describe = (detail: Detail, subject: string) => Omit<AuditDescription, 'change'> & { change?: string };

const order = (subject: string) => `Order ${subject}`;
const product = (subject: string) => `Product ${subject}`;

const DESCRIPTIONS: Record<string, Describe> = {
  'order.status': (d, s) => ({
    action: 'Order status changed',
    subject: order(s),
    change: joined([arrow(word(d.from), word(d.to)), d.courier ? `${str(d.courier)} ${str(d.trackingNumber)}` : '']),
  }),
  'order.cancel': (d, s) => ({
    action: 'Order cancelled',
    subject: order(s),
    change: joined([arrow(word(d.from), 'Cancelled'), str(d.reason)]),
  }),
  'order.cash-collected': (d, s) => ({ action: 'Cash collected', subject: order(s), change: aed(d.amountFils) }),
  'order.invoice': (d, s) => ({ action: 'Tax invoice issued', subject: order(s), change: str(d.number) }),
  'product.create': (d, s) => ({
    action: 'Product added',
    subject: product(s),
    change: joined([str(d.title), aed(d.priceFils)]),
  }),
  'product.update': (d, s) => ({ action: 'Product edited', subject: product(s), change: productChange(d) }),
  'product.hide': (_d, s) => ({ action: 'Product hidden from the shop', subject: product(s) }),
  'product.show': (_d, s) => ({ action: 'Product shown in the shop', subject: product(s) }),
  'photo.upload': (d, s) => ({
    action: 'Photo uploaded',
    subject: product(s),
    change: `${str(d.colour)}, ${str(d.view)}${d.replaced ? ' (replaced the old one)' : ''}`,
  }),
  'photo.delete': (d, s) => ({
    action: 'Photo deleted',
    subject: product(s),
    change: `${str(d.colour)}, ${str(d.view)}`,
  }),
  'photo.reorder': (_d, s) => ({ action: 'Photos put in a new order', subject: product(s) }),
  'stock.adjust': (d, s) => {
    const delta = Number(d.delta);
    return {
      action: 'Stock adjusted',
      subject: product(s),
      change: `${str(d.size)} / ${str(d.colour)}: ${delta > 0 ? `+${delta}` : delta} (${word(d.reason)}), now ${str(d.quantity)}`,
    };
  },
  'collection.update': (d, s) => ({
    action: 'Collection card edited',
    subject: `Collection ${s}`,
    change: heading(d.heading),
  }),
  'collection.image.upload': (_d, s) => ({ action: 'Collection image uploaded', subject: `Collection ${s}` }),
  'collection.image.remove': (_d, s) => ({ action: 'Collection image removed', subject: `Collection ${s}` }),
  'banner.create': (d, s) => ({ action: 'Banner added', subject: `Banner ${s}`, change: bannerChange(d) }),
  'banner.update': (d, s) => ({ action: 'Banner edited', subject: `Banner ${s}`, change: bannerChange(d) }),
  'banner.delete': (_d, s) => ({ action: 'Banner deleted', subject: `Banner ${s}` }),
  'banner.image.upload': (_d, s) => ({ action: 'Banner image uploaded', subject: `Banner ${s}` }),
  'banner.image.remove': (_d, s) => ({ action: 'Banner image removed', subject: `Banner ${s}` }),
  'testimonial.create': (d, s) => ({ action: 'Testimonial added', subject: `Testimonial ${s}`, change: str(d.author) }),
  'testimonial.update': (d, s) => ({
    action: 'Testimonial edited',
    subject: `Testimonial ${s}`,
    change: str(d.author),
  }),
  'testimonial.delete': (_d, s) => ({ action: 'Testimonial deleted', subject: `Testimonial ${s}` }),
  'settings.update': (d) => ({ action: 'Shop settings changed', subject: 'Settings', change: settingsChange(d) }),
  'staff.invite': (d, s) => ({
    action: 'Staff member invited',
    subject: s,
    change: `${str(d.name)} as ${word(d.role)}`,
  }),
  'staff.remove': (_d, s) => ({ action: 'Staff member removed', subject: s }),
  'customer.send-reset': (_d, s) => ({ action: 'Password reset link sent', subject: s }),
  'message.status': (d, s) => ({ action: 'Message status changed', subject: `Message ${s}`, change: word(d.status) }),
  'subscriber.remove': (_d, s) => ({ action: 'Newsletter subscriber removed', subject: s }),
  'promotion.create': (d) => ({
    action: 'Discount code added',
    subject: `Discount code ${str(d.code)}`,
    change: str(d.offer),
  }),
  'promotion.update': (d) => ({
    action: 'Discount code edited',
    subject: `Discount code ${str(d.code)}`,
    change: list(d.changed).join(', '),
  }),
  'promotion.pause': (d) => ({ action: 'Discount code paused', subject: `Discount code ${str(d.code)}` }),
  'promotion.resume': (d) => ({ action: 'Discount code resumed', subject: `Discount code ${str(d.code)}` }),
  'promotion.delete': (d) => ({ action: 'Discount code deleted', subject: `Discount code ${str(d.code)}` }),
  'return.approved': (d) => ({ action: 'Return approved', subject: `Return of order ${str(d.orderId)}` }),
  'return.refused': (d) => ({
    action: 'Return refused',
    subject: `Return of order ${str(d.orderId)}`,
    change: str(d.reason),
  }),
  'return.picked-up': (d) => ({
    action: 'Return picked up',
    subject: `Return of order ${str(d.orderId)}`,
    change: joined([str(d.courier), str(d.trackingNumber)]),
  }),
  'return.received': (d) => ({ action: 'Return received', subject: `Return of order ${str(d.orderId)}` }),
  'return.refunded': (d) => ({
    action: 'Return refunded',
    subject: `Return of order ${str(d.orderId)}`,
    change: joined([aed(d.refund_fils), word(d.refund_method), str(d.creditNote)]),
  }),
  'return.exchanged': (d) => ({
    action: 'Exchange sent',
    subject: `Return of order ${str(d.orderId)}`,
    change: `as order ${str(d.exchangeOrderId)}`,
  }),
  'mail.retry': (d, s) => ({
    action: 'Mail sent again',
    subject: `Mail ${s}`,
    change: joined([`“${str(d.subject)}” to ${str(d.to)}`, `was ${word(d.from)}`]),
  }),
};

function bannerChange(detail: Detail): string {
  return joined([heading(detail.heading), detail.link ? `button leads to ${str(detail.link)}` : '']);
}

function parseDetail(detail: string): Detail {
  try {
    const parsed: unknown = JSON.parse(detail);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Detail) : {};
  } catch {
    return {};
  }
}

/**
 * An audit row (its `action` code, `subject` and `detail` JSON) in words. An action this version does not know
 * shows as stored, with its detail as text, so that nothing recorded is hidden.
 */
export function describeAuditEntry(entry: { action: string; subject: string; detail: string }): AuditDescription {
  const describe = DESCRIPTIONS[entry.action];
  if (!describe) {
    const detail = entry.detail === '{}' ? '' : entry.detail;
    return { action: entry.action, subject: entry.subject, change: detail };
  }
  const { action, subject, change = '' } = describe(parseDetail(entry.detail), entry.subject);
  return { action, subject, change };
}
