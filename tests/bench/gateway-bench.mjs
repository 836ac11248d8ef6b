// Gateway throughput against a plain node:http server answering the same JSON, in the same run.
// Start the store first (`npm start`), then: `npm run bench` (BENCH_URL, BENCH_SECONDS, BENCH_CONNECTIONS to tune).
// Traffic goes to 127.0.0.1 only; each run is bounded by its duration.
import { createServer } from 'node:http';
import autocannon from 'autocannon';

const gatewayUrl = process.env.BENCH_URL || 'http://127.0.0.1:3000';
const duration = Number(process.env.BENCH_SECONDS || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);

const SHOP_QUERY = `query Shop {
  products(sort: DEFAULT, page: 1) {
    totalCount page pageCount
    items { id title price oldPrice discountPercent imageSrc hoverImageSrc colours { name imageSrc } inStock }
    facets { colours { value count } sizes { value count } brands { value count } collections { value count } minPrice maxPrice }
  }
}`;
const PRODUCT_QUERY = `query Product {
  product(id: "1") {
    id title description price oldPrice discountPercent images { src width height alt colour }
    colours { name imageSrc } sizes stock { size colour quantity } brand care composition origin
    collection { name routeKey } related(limit: 4) { id title price imageSrc }
  }
}`;

function run(url, body) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method: 'POST', headers: { 'content-type': 'application/json' }, body, duration, connections },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function bench(name, query) {
  const body = JSON.stringify({ query });
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const json = await response.text();
  if (!response.ok || json.includes('"errors"'))
    throw new Error(`${name} failed on the gateway: ${json.slice(0, 300)}`);

  const plain = createServer((request, reply) => {
    request.resume();
    request.on('end', () => reply.writeHead(200, { 'content-type': 'application/json' }).end(json));
  });
  await new Promise((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const plainUrl = `http://127.0.0.1:${plain.address().port}/graphql`;
  try {
    const gateway = await run(`${gatewayUrl}/graphql`, body);
    const baseline = await run(plainUrl, body);
    return { name, bytes: json.length, gateway, baseline };
  } finally {
    plain.close();
  }
}

const rows = [await bench('shop page (products + facets)', SHOP_QUERY), await bench('product(id)', PRODUCT_QUERY)];
console.log(`\n${duration} s per run, ${connections} connections, against ${gatewayUrl}\n`);
for (const { name, bytes, gateway, baseline } of rows) {
  const line = (label, r) =>
    `  ${label.padEnd(10)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`${name} (${bytes} bytes)`);
  console.log(line('gateway', gateway));
  console.log(line('node:http', baseline));
  console.log(
    `  ratio      ${(gateway.requests.average / baseline.requests.average).toFixed(3)} of the plain server's throughput\n`,
  );
}
