// Staff order commands on the store's database (DATABASE_URL, as the backend uses it).
//   npm run orders -- list [--status PLACED]
//   npm run orders -- show ORDER_ID
//   npm run orders -- set ORDER_ID PACKED|DISPATCHED|DELIVERED|RETURNED [--courier NAME --tracking NUMBER]
//   npm run orders -- outbox [--to EMAIL]
import { parseArgs } from 'node:util';
import { formatAed } from '@store/domain';
import { readConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { HttpError } from '../http/errors.ts';
import { listOutbox } from '../mail/outbox.ts';
import { toOrderInfo } from '../orders/order-info.ts';
import * as repository from '../orders/orders.repository.ts';
import { changeOrderStatus } from '../orders/staff.service.ts';

const USAGE = `usage:
  orders list [--status STATUS]
  orders show ORDER_ID
  orders set ORDER_ID STATUS [--courier NAME --tracking NUMBER]
  orders outbox [--to EMAIL]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    courier: { type: 'string' },
    tracking: { type: 'string' },
    to: { type: 'string' },
  },
});
const [command, ...rest] = positionals;
const config = readConfig();
const database = connect(config.databaseUrl);
const services = { db: database.db, now: () => new Date(), publicUrl: config.publicUrl };

async function run(): Promise<number> {
  await migrateToLatest(database);
  switch (command) {
    case 'list': {
      for (const order of await repository.listOrders(database.db, values.status?.toUpperCase())) {
        console.log(
          `${order.id}  ${order.created_at}  ${order.status.padEnd(10)}  AED ${formatAed(order.total_fils).padStart(9)}  ${order.email}`,
        );
      }
      return 0;
    }
    case 'show': {
      const order = rest[0] ? await repository.findOrder(database.db, rest[0]) : undefined;
      if (!order) throw new HttpError(404, `Order ${rest[0] ?? ''} not found.`);
      const [items, log] = await Promise.all([
        repository.listItems(database.db, order.id),
        repository.listLog(database.db, order.id),
      ]);
      console.log(JSON.stringify(toOrderInfo(order, items, log), null, 2));
      return 0;
    }
    case 'set': {
      const [orderId, status] = rest;
      if (!orderId || !status) break;
      const change = await changeOrderStatus(services, {
        orderId,
        status,
        courier: values.courier,
        trackingNumber: values.tracking,
      });
      console.log(`Order ${change.orderId}: ${change.from} → ${change.to}`);
      return 0;
    }
    case 'outbox': {
      for (const mail of await listOutbox(database.db, values.to?.toLowerCase())) {
        console.log(`--- ${mail.created_at}  ${mail.status}  to ${mail.recipient}: ${mail.subject}\n${mail.body}\n`);
      }
      return 0;
    }
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await run();
} catch (error) {
  console.error(error instanceof HttpError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
