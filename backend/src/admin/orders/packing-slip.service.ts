import type { Kysely } from 'kysely';
import { cashToCollectFils } from '@store/domain';
import type { Database } from '../../db/schema.ts';
import * as orders from '../../orders/orders.repository.ts';
import { readSettings } from '../settings/settings.service.ts';
import { findOrderOr404 } from './order-detail.service.ts';
import { addressOf, contactOf, itemCountOf, packedItemsOf, shippingOf } from './order-json.ts';

/** What the packer prints and puts in the parcel: no prices, only the cash the courier collects. */
export async function packingSlip(db: Kysely<Database>, id: string) {
  const order = await findOrderOr404(db, id);
  const [items, settings] = await Promise.all([orders.listItems(db, id), readSettings(db)]);
  const shipping = shippingOf(order);
  return {
    orderNumber: order.id,
    placedAt: order.created_at,
    status: order.status,
    paymentMethod: order.payment_method,
    cashToCollectFils: cashToCollectFils({ paymentMethod: order.payment_method, totalFils: order.total_fils }),
    shipTo: addressOf(shipping),
    contact: contactOf(order, shipping),
    note: shipping.note ?? '',
    discountCode: order.promotion_code,
    items: packedItemsOf(items),
    itemCount: itemCountOf(items),
    shop: {
      tradingName: settings.tradingName,
      address: settings.address,
      phone: settings.phone,
      whatsapp: settings.whatsapp,
      email: settings.email,
    },
  };
}
