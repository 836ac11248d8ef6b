/**
 * The backend's one error map. An expected refusal is a `LegacyFailure`: it answers HTTP 200 with the
 * legacy `{ status: '2', message }`. A `HttpError` answers its 4xx with a JSON message.
 */
export class LegacyFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LegacyFailure';
  }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function failure(message: string) {
  return { status: '2' as const, message };
}

export function success<T extends object>(message: string, extra?: T) {
  return { status: '1' as const, message, ...extra };
}
