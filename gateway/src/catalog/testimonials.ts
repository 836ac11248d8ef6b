/**
 * The home page's three testimonials of the spec (5, 4 and 5 stars, 60.00 AED), shown only with a legacy images
 * API, which has no images/testimonials/. The bundled backend keeps them in its database (seeded with these by
 * migration 0006), where the back office edits them.
 */
export const LEGACY_TESTIMONIALS = [
  {
    id: '1',
    author: 'Hamad Al Mansoori',
    text: 'The print is sharp and the cotton feels premium. Delivered to Al Barsha in two days, cash on delivery, no fuss.',
    product: 'Racing graphic tee',
    price: 60,
    stars: 5,
  },
  {
    id: '2',
    author: 'Priya Nair',
    text: 'Bought two JDM tees for my brother and got the 20 AED off. Sizes run true; I would order again.',
    product: 'JDM graphic tee',
    price: 60,
    stars: 4,
  },
  {
    id: '3',
    author: 'Youssef Haddad',
    text: 'Wore my bike tee to the Hatta ride and everyone asked where it was from. Great quality for the price.',
    product: 'Bike graphic tee',
    price: 60,
    stars: 5,
  },
] as const;
