/**
 * The couriers that deliver in the UAE, with the page where a parcel is tracked. Staff type the courier's name
 * when they dispatch an order; a name found here makes its tracking number a link, any other stays plain text.
 */
interface Courier {
  name: string;
  /** Names staff may type for it, lower case, letters and digits only. */
  aliases: readonly string[];
  /** The courier's tracking page for one number. */
  trackingUrl: (trackingNumber: string) => string;
}

const COURIERS: readonly Courier[] = [
  {
    name: 'Aramex',
    aliases: ['aramex'],
    trackingUrl: (n) => `https://www.aramex.com/ae/en/track/results?ShipmentNumber=${n}`,
  },
  {
    name: 'DHL',
    aliases: ['dhl', 'dhlexpress'],
    trackingUrl: (n) => `https://www.dhl.com/ae-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  {
    name: 'FedEx',
    aliases: ['fedex', 'fedexexpress', 'federalexpress'],
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  {
    name: 'UPS',
    aliases: ['ups'],
    trackingUrl: (n) => `https://www.ups.com/track?loc=en_AE&tracknum=${n}`,
  },
  {
    name: 'Emirates Post',
    aliases: ['emiratespost', 'emiratespostgroup', 'emx', 'epg'],
    trackingUrl: (n) => `https://www.emiratespost.ae/all-services/track-a-package/step-two?q=${n}`,
  },
  {
    name: 'SMSA Express',
    aliases: ['smsa', 'smsaexpress'],
    trackingUrl: (n) => `https://www.smsaexpress.com/ae/trackingdetails?tracknumbers=${n}`,
  },
];

/** Names of the couriers whose tracking numbers become links, as suggestions for the dispatch form. */
export const KNOWN_COURIERS: readonly string[] = COURIERS.map((courier) => courier.name);

/** A tracking number worth linking: letters, digits and dashes, as couriers print them. */
const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

function findCourier(name: string): Courier | undefined {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return COURIERS.find((courier) => courier.aliases.includes(key));
}

/** The courier's page tracking this parcel, or undefined for a courier not in the table or an odd number. */
export function courierTrackingUrl(
  courier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | undefined {
  const number = trackingNumber?.trim() ?? '';
  const found = courier ? findCourier(courier) : undefined;
  if (!found || !TRACKING_NUMBER.test(number)) return undefined;
  return found.trackingUrl(encodeURIComponent(number));
}
