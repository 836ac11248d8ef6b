import type { ReturnKind } from './returns.ts';

/** The steps of a return as the shopper's order page names them. */
export const SHOPPER_RETURN_EVENT_LABELS = {
  REQUESTED: 'Return requested',
  APPROVED: 'Return approved',
  REFUSED: 'Return refused',
  PICKED_UP: 'Picked up by the courier',
  RECEIVED: 'Received at the shop',
  REFUNDED: 'Refunded',
  EXCHANGED: 'Exchange sent',
} as const;

export const SHOPPER_RETURN_KIND_LABELS: Readonly<Record<ReturnKind, string>> = {
  REFUND: 'Refund',
  EXCHANGE: 'Exchange for another size or colour',
};

export const SHOPPER_RETURN_TEXTS = {
  action: 'Return or exchange',
  formTitle: 'Return or exchange items',
  submit: 'Send return request',
  sent: 'Your return request was sent. We have e-mailed you a copy and will write at each step.',
  windowOpen: (lastDay: string) => `You can ask for a return or an exchange until ${lastDay}.`,
  creditNote: 'Credit note (PDF)',
} as const;
