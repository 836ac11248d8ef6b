export * from './constants.ts';
export * from './delivery.ts';
export * from './messages.ts';
export * from './order-status.ts';
export * from './pricing.ts';
export * from './quantity.ts';
export * from './rate-limits.ts';
export * from './validation.ts';
