import { filsToAed, isReturnRefusalCode, type ReturnRefusalCode } from '@store/domain';
import { number, record, text } from './wire.ts';

/** The schema's ReturnRefusal: a value its words do not name is null. */
export interface ReturnRefusalModel {
  code: ReturnRefusalCode;
  message: string;
  field: string | null;
  lineNo: number | null;
  count: number | null;
  /** AED. */
  amount: number | null;
  date: string | null;
}

const FIELD = /^[A-Za-z]{1,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function wholeNumber(value: unknown, least: number): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= least ? value : null;
}

/**
 * A refusal of the backend's returns (`{ status: '2', message, code, field?, lineNo?, count?, amountFils?, date? }`)
 * as the schema's ReturnRefusal: a code the schema does not know, or none, is OTHER; values of the wrong shape are
 * left out, so that a client never words a refusal with them.
 */
export function returnRefusal(body: unknown, fallback: string): ReturnRefusalModel {
  const raw = record(body);
  const amountFils = wholeNumber(raw.amountFils, 0);
  return {
    code: isReturnRefusalCode(raw.code) ? raw.code : 'OTHER',
    message: text(raw.message, fallback) || fallback,
    field: typeof raw.field === 'string' && FIELD.test(raw.field) ? raw.field : null,
    lineNo: wholeNumber(raw.lineNo, 1),
    count: wholeNumber(raw.count, 0),
    amount: amountFils === null ? null : filsToAed(number(amountFils)),
    date: typeof raw.date === 'string' && DAY.test(raw.date) ? raw.date : null,
  };
}
