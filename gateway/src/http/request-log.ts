import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/**
 * The longest URL a request's log line shows in full. A GraphQL GET carries its variables and persisted-query
 * hash in a query string of hundreds of characters; the line keeps the path and the start of it (the
 * operation's name comes first), with the URL's length, so a line stays small whatever a client sends.
 */
export const MAX_LOGGED_URL_CHARS = 200;

/** The URL as a log line shows it: in full up to MAX_LOGGED_URL_CHARS, else its start and its length. */
export function loggedUrl(url: string): string {
  return url.length <= MAX_LOGGED_URL_CHARS ? url : `${url.slice(0, MAX_LOGGED_URL_CHARS)}… (${url.length} chars)`;
}

let standardOutput: pino.DestinationStream | undefined;

/**
 * Where the log goes: standard output, through pino's own synchronous writer, with the lines of one turn of the
 * event loop written together. One write per line was a tenth of the gateway's work on a cached answer under
 * load; pino's asynchronous writer joins lines into one growing string, slower still. The lines of the turn in
 * progress are written when the process exits, a crash included; only a SIGKILL loses them.
 */
export function logDestination(): pino.DestinationStream {
  // One per process, shared by every gateway it builds: they all write to the one standard output.
  standardOutput ??= linesWrittenPerTurn(pino.destination({ dest: 1, sync: true }));
  return standardOutput;
}

function linesWrittenPerTurn(destination: pino.DestinationStream): pino.DestinationStream {
  let pending: string[] = [];
  const writePending = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    destination.write(text);
  };
  process.once('exit', writePending);
  return {
    write(line: string) {
      if (pending.push(line) === 1) setImmediate(writePending);
    },
  };
}

/** One line per answered request: method, URL (loggedUrl), status and time taken. */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      `${request.method} ${loggedUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
    );
    done();
  });
}
