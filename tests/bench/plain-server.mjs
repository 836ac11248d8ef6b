// The benchmark's baseline: a plain node:http server answering every request with the same bytes, run as a
// process of its own (forked by gateway-bench.mjs), as the gateway is. In the load generator's process it would
// share one core's event loop with autocannon and measure half its throughput.
import { createServer } from 'node:http';

process.once('message', ({ body, type }) => {
  const server = createServer((incoming, reply) => {
    incoming.resume();
    incoming.on('end', () => reply.writeHead(200, { 'content-type': type }).end(body));
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.once('disconnect', () => server.close(() => process.exit(0)));
});
