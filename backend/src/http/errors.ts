/**
 * The backend's one error map. An expected refusal is a `LegacyFailure`: it answers HTTP 200 with the
 * legacy `{ status: '2', message }`. A `HttpError` answers its 4xx with a JSON message and its details.
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
    /** Sent beside the message, e.g. a refusal's code and the values its words name. */
    readonly details: Readonly<Record<string, unknown>> = {},
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
