import { describe, expect, it } from 'vitest';
import { LEGACY_STORE_CONTACT, parseStoreContact } from './wire-store-contact.ts';

describe('images/store-contact/', () => {
  it('is read as it is sent', () => {
    const sent = {
      tradingName: 'Tees DXB',
      address: 'Warehouse 7, Al Quoz 4, Dubai',
      phone: '04 765 4321',
      whatsapp: '050 765 4321',
      email: 'orders@tees.ae',
      trn: '100234567890123',
      openingHours: ['Every day 9am-9pm'],
      welcomeOfferPercent: 15,
      promoMessages: ['Free shipping on all orders', 'Join for {offer} off'],
      tradingNameAr: 'تيز دبي',
      addressAr: 'مستودع 7، القوز 4، دبي',
      openingHoursAr: ['كل يوم 9 ص - 9 م'],
      promoMessagesAr: ['شحن مجاني لجميع الطلبات'],
    };
    expect(parseStoreContact(sent)).toEqual(sent);
  });

  it('reads an answer from before the Arabic settings with its Arabic missing, never the demo Arabic', () => {
    const sent = { tradingName: 'Tees DXB', address: 'Warehouse 7, Al Quoz 4, Dubai', openingHours: ['Daily'] };
    expect(parseStoreContact(sent)).toMatchObject({
      ...sent,
      tradingNameAr: '',
      addressAr: '',
      openingHoursAr: [],
      promoMessagesAr: [],
    });
  });

  it('keeps the shop’s page whole when an answer lacks a field: the demo details stand in', () => {
    expect(parseStoreContact({ phone: '04 765 4321', openingHours: [3, ''] })).toEqual({
      ...LEGACY_STORE_CONTACT,
      phone: '04 765 4321',
    });
    expect(parseStoreContact('not json')).toEqual(LEGACY_STORE_CONTACT);
  });
});
