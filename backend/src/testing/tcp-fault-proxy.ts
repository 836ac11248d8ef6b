import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface TcpFaultProxy {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  /** The same URL with its host and port replaced by the proxy's. */
  urlFor(target: string): string;
  /** Sends a TCP RST on every open connection, to the client and to the server, as a crashed peer would. */
  resetAll(): void;
  /** Stops moving bytes without closing anything, as a dead link does: new connections are accepted and held. */
  blackHole(): void;
  /** Moves bytes again: held bytes and held connections go through. */
  forward(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  server: Socket | null;
}

/** A TCP proxy in front of a real server (PostgreSQL in the tests) that can fail in the two ways networks do. */
export async function startTcpFaultProxy(targetHost: string, targetPort: number): Promise<TcpFaultProxy> {
  const pairs = new Set<Pair>();
  let forwarding = true;

  const connectUpstream = (pair: Pair) => {
    const server = createConnection({ host: targetHost, port: targetPort });
    pair.server = server;
    server.on('error', () => pair.client.destroy());
    pair.client.on('error', () => server.destroy());
    pair.client.pipe(server);
    server.pipe(pair.client);
    server.on('close', () => {
      pair.client.destroy();
      pairs.delete(pair);
    });
  };

  const server = createServer((client) => {
    const pair: Pair = { client, server: null };
    pairs.add(pair);
    client.on('close', () => {
      pair.server?.destroy();
      pairs.delete(pair);
    });
    client.on('error', () => client.destroy());
    if (forwarding) connectUpstream(pair);
    else client.pause();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    urlFor(target) {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    resetAll() {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.server?.resetAndDestroy();
      }
      pairs.clear();
    },
    blackHole() {
      forwarding = false;
      for (const { client, server } of pairs) {
        // Unpiped, each side stops reading: what was sent stays in the kernel buffers, nothing is answered.
        client.unpipe();
        server?.unpipe();
        client.pause();
        server?.pause();
      }
    },
    forward() {
      forwarding = true;
      for (const pair of pairs) {
        if (!pair.server) {
          connectUpstream(pair);
          pair.client.resume();
          continue;
        }
        pair.client.pipe(pair.server);
        pair.server.pipe(pair.client);
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      server.close();
      await once(server, 'close');
    },
  };
}
