import type { ReturnRefusal } from '@store/domain';
import { HttpError } from '../http/errors.ts';

/**
 * A refused return request or step: the message, with the refusal's code and the values its words name beside it
 * (`{ status: '2', message, code, field?, lineNo?, count?, amountFils?, date? }`), so that clients word it themselves.
 */
export function returnRefused(statusCode: number, refusal: ReturnRefusal): HttpError {
  const { message, ...details } = refusal;
  return new HttpError(statusCode, message, details);
}
