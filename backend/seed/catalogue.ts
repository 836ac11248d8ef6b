/**
 * The demo catalogue: graphic T-shirts in five themes, prices in AED.
 * Pure data, no I/O. Products are written out as one table row each; stock
 * is derived deterministically from the row (seeded PRNG, no Math.random).
 */
import { COLLECTIONS, SIZES, collectionLink, type Colour, type Size } from '@store/domain';
import { seededRandom } from './seeded-random.ts';

export type CollectionName = (typeof COLLECTIONS)[number];

export interface SeedStock {
  size: Size;
  colour: Colour;
  quantity: number;
}

export interface SeedProduct {
  id: number;
  title: string;
  description: string;
  collection: CollectionName;
  brand: string;
  price: number;
  oldPrice: number | null;
  hotSale: boolean;
  topPick: boolean;
  colours: Colour[];
  sizes: Size[];
  stock: SeedStock[];
  care: string[];
  composition: string;
  origin: string;
}

export interface SeedCollection {
  name: CollectionName;
  heading: string;
  description: string;
  lookbookProductId: number | null;
}

/** `heading` marks line breaks with the token '<br>'. */
export interface SeedBanner {
  alt: string;
  heading: string;
  text: string;
  btntext: string;
  /** A path on this store. */
  link: string;
}

type Brand = 'Apex Threads' | 'Redline Co.' | 'Kanji Garage' | 'Torque Supply' | 'Titan Forge';
type WearSize = Exclude<Size, 'Free Size'>;

interface Fabric {
  composition: string;
  care: string[];
  origin: string;
}

const FABRICS = {
  combed: {
    composition: '100% combed cotton, 180 gsm',
    care: ['Machine wash cold, inside out', 'Do not bleach', 'Tumble dry low', 'Do not iron directly on the print'],
    origin: 'Designed and printed in Dubai, UAE',
  },
  organic: {
    composition: '100% organic cotton, 200 gsm',
    care: [
      'Machine wash at 30°C, inside out',
      'Wash with similar colours',
      'Line dry in the shade',
      'Iron inside out on low heat',
    ],
    origin: 'Designed in Dubai, printed in Sharjah, UAE',
  },
  heavy: {
    composition: 'Heavyweight 100% cotton, 240 gsm',
    care: [
      'Machine wash cold, inside out',
      'Do not bleach',
      'Do not tumble dry',
      'Dry flat, away from direct sun',
      'Do not dry clean',
    ],
    origin: 'Designed and printed in Dubai, UAE',
  },
  blend: {
    composition: '60% cotton, 40% recycled polyester, 160 gsm',
    care: ['Machine wash cold, inside out', 'No fabric softener', 'Hang to dry'],
    origin: 'Designed in Dubai, printed in Ras Al Khaimah, UAE',
  },
} as const satisfies Record<string, Fabric>;
type FabricKey = keyof typeof FABRICS;

/**
 * Stock flags: 'deep' = every variant well stocked (20–40, no low variant),
 * 'gaps' = one or two variants at 0, 'soldout' = every variant at 0.
 * Otherwise quantities are 6–40 with exactly one low variant (1–5).
 */
type Flag = 'top' | 'hot' | 'deep' | 'gaps' | 'soldout';

type Row = readonly [
  id: number,
  title: string,
  brand: Brand,
  price: number,
  oldPrice: number | null,
  colours: readonly Colour[],
  sizes: readonly [from: WearSize, to: WearSize],
  fabric: FabricKey,
  flags: readonly Flag[],
  description: string,
];

// prettier-ignore
const ROWS: Readonly<Record<CollectionName, readonly Row[]>> = {
  Racing: [
    [1, 'Nürburgring Night Lap Tee', 'Apex Threads', 89, null, ['Black', 'White', 'Grey', 'Blue'], ['S', '2XL'], 'combed', ['top', 'deep'],
      'A glow-in-the-dark lap map of the Nordschleife wraps the chest, finished with a chequered start line and a bold race number. Cut from soft combed cotton for long nights at the track or the café.'],
    [2, 'Chequered Flag Finish Tee', 'Apex Threads', 79.99, 99.99, ['Black', 'White', 'Red'], ['XS', 'XL'], 'combed', ['hot'],
      'The waving chequered flag print crosses the chest like the last lap at full throttle. Our best-selling race-day tee, now on offer.'],
    [3, 'Yas Marina Twilight Tee', 'Redline Co.', 99, null, ['Blue', 'Black', 'Purple'], ['S', '3XL'], 'blend', ['top'],
      'Twin racing stripes fade from dusk purple to floodlight white across the print, a salute to the twilight race on Yas Island. The lightweight blend stays cool in the Gulf heat.'],
    [4, 'Pit Lane Crew 27 Tee', 'Redline Co.', 69, 92, ['Grey', 'Orange', 'White'], ['S', 'XL'], 'combed', ['gaps'],
      'Dressed like the crew that changes four tyres in two seconds: a stencilled number 27 and pit-board stripes on the chest. Built for garage days and grandstand days alike.'],
    [5, 'Le Mans 24 Endurance Tee', 'Apex Threads', 109, null, ['Beige', 'Black'], ['M', '3XL'], 'heavy', [],
      'A vintage endurance roundel with the number 24 and a clock-face stripe print celebrates racing through the night. Heavyweight cotton that keeps its shape lap after lap.'],
    [6, 'Pole Position Stripe Tee', 'Apex Threads', 59, null, ['White', 'Red'], ['XS', 'L'], 'combed', [],
      'Three clean livery stripes run down the print with a small P1 badge over the heart. A simple everyday tee for anyone who likes to start at the front.'],
    [7, 'Dubai Autodrome Apex Tee', 'Redline Co.', 84.5, null, ['Black', 'Orange'], ['S', '2XL'], 'blend', ['soldout'],
      'The racing line through the fastest corner of the Autodrome is traced across the chest in hi-vis stripes. Light, breathable and made for track days in Motor City.'],
    [8, 'Slipstream Speedline Tee', 'Apex Threads', 74.25, 99, ['Green', 'White', 'Black'], ['S', 'XL'], 'combed', [],
      'Motion-blur speed lines and a chequered tail give this print the feeling of a car tucked into the slipstream. Soft combed cotton with a relaxed fit.'],
  ],
  JDM: [
    [9, 'Rising Sun Drift Tee', 'Kanji Garage', 94, null, ['White', 'Black', 'Red'], ['S', '2XL'], 'combed', ['top'],
      'A rising-sun burst sits behind a sideways drift car, framed by katakana-style blocks down the side of the print. The tee that started our JDM collection.'],
    [10, 'Touge Midnight Run Tee', 'Kanji Garage', 99, 129, ['Black', 'Purple'], ['S', 'XL'], 'heavy', ['hot'],
      'Hairpin after hairpin of a mountain pass is drawn in neon lines over a red sun. Heavyweight cotton for cool desert nights and early-morning runs.'],
    [11, 'Wangan Line 300 Tee', 'Kanji Garage', 89, null, ['Blue', 'Grey', 'White'], ['XS', 'XL'], 'combed', ['gaps'],
      'Expressway lights streak past a 300 km/h speedo in this print inspired by legendary highway runs. Clean, easy to wear and printed in Dubai.'],
    [12, 'Kanji Turbo Block Tee', 'Kanji Garage', 79, null, ['Beige', 'Black'], ['S', '3XL'], 'organic', ['top'],
      'Bold block lettering stacked like a turbo manifold fills the chest, with a small sun stamp on the print. Organic cotton with a soft, lived-in hand feel.'],
    [13, 'Shakotan Low Rider Tee', 'Kanji Garage', 69.99, null, ['Pink', 'White'], ['XS', 'L'], 'combed', [],
      'A slammed coupé with stretched exhausts sits under a pastel rising sun on this playful print. Light combed cotton in colours made for the weekend.'],
    [14, 'Osaka Loop Kanjozoku Tee', 'Redline Co.', 84, null, ['Black', 'Green'], ['S', '2XL'], 'combed', ['gaps'],
      'Loop-road hatchbacks, taped headlights and katakana-style tags make up this street-racing print. A nod to the loop crews, printed crisp on soft cotton.'],
    [15, 'Rotary 13B Spirit Tee', 'Kanji Garage', 109, null, ['Red', 'Black', 'White'], ['M', '2XL'], 'heavy', [],
      'A triangular rotor spins inside a rising-sun ring on the chest, celebrating the engine that loves to rev. Heavyweight 240 gsm cotton with a boxy fit.'],
    [16, 'Daikoku Parking Meet Tee', 'Kanji Garage', 74, null, ['Grey', 'Orange'], ['S', 'XL'], 'organic', [],
      'Rows of tuner cars gather under highway loops in this night-meet print with sun rays behind. Organic cotton for long evenings at the meet.'],
  ],
  Bike: [
    [17, 'Hatta Trail Rider Tee', 'Torque Supply', 69, null, ['Green', 'Beige', 'Black'], ['S', '2XL'], 'organic', ['top'],
      'A knobbly tyre and a winding Hajar mountain trail share the print, made for riders who chase the cooler air of Hatta. Organic cotton that handles dust and sweat.'],
    [18, 'Chain Reaction Tee', 'Torque Supply', 60, 80, ['Black', 'White'], ['XS', 'XL'], 'combed', [],
      'A loop of roller chain wraps a chainring on the chest, linking pedal power to pure speed. An easy everyday tee for the bike-obsessed.'],
    [19, 'Café Racer Club Tee', 'Torque Supply', 89, null, ['Black', 'Beige'], ['S', '3XL'], 'heavy', ['hot'],
      'A spoked wheel and clip-on bars form the crest of our imaginary café racer club. Heavyweight cotton with a vintage washed feel.'],
    [20, 'Spoke & Sprocket Tee', 'Torque Supply', 64.99, null, ['White', 'Blue', 'Grey'], ['XS', 'XL'], 'combed', ['gaps'],
      'A laced wheel with thirty-two spokes and a sprocket at its hub make a clean, technical print. Soft combed cotton for rides and rest days.'],
    [21, 'Desert Enduro 450 Tee', 'Torque Supply', 99, 139, ['Orange', 'Black'], ['S', '2XL'], 'blend', [],
      'Dune silhouettes, a roost of sand and a 450 race plate make this print look straight off the rally stage. The breathable blend is made for hot days in the saddle.'],
    [22, 'Fixed Gear Kite Beach Tee', 'Apex Threads', 54, null, ['Blue', 'White', 'Pink'], ['XS', 'L'], 'organic', [],
      'A single-speed track bike rolls past beach palms on this light, sunny print. Organic cotton for morning laps of the Kite Beach cycle path.'],
    [23, 'Superbike Knee Down Tee', 'Redline Co.', 94, null, ['Red', 'Black'], ['S', 'XL'], 'blend', ['soldout'],
      'A rider leans into the corner with the knee slider kissing the kerb, wheel rim blurred in the print. Light performance blend for track-day paddocks.'],
    [24, 'Downhill Drop-In Tee', 'Torque Supply', 79, null, ['Grey', 'Green'], ['S', '2XL'], 'combed', [],
      'A big wheel and a steep line of switchbacks fill the chest for everyone who rides the drop-in first. Soft combed cotton with a roomy fit.'],
  ],
  Car: [
    [25, 'Quad Headlight Legend Tee', 'Redline Co.', 89, null, ['Black', 'White', 'Grey'], ['S', '2XL'], 'combed', ['top'],
      'Four round headlights and a slatted grille stare out from the chest of this classic front-end print. A wardrobe staple for every car spotter.'],
    [26, 'Jebel Jais Hillclimb Tee', 'Redline Co.', 99, 132, ['Blue', 'Black'], ['S', '3XL'], 'heavy', ['top', 'hot'],
      'The switchbacks of the highest road in the UAE climb behind a pair of glowing headlights on the print. Heavyweight cotton for the cool air at the summit.'],
    [27, 'V8 Grille Front Tee', 'Torque Supply', 84, null, ['Black', 'Red', 'Beige'], ['M', '3XL'], 'heavy', [],
      'A chrome-style grille with a V8 badge and wide-set headlights make this a loud, proud print. Heavyweight cotton that holds the print sharp.'],
    [28, 'Sheikh Zayed Road Cruiser Tee', 'Redline Co.', 79, null, ['White', 'Grey', 'Purple'], ['XS', 'XL'], 'combed', ['gaps'],
      'A grand tourer cruises past the skyline with headlights blazing in this Dubai night-drive print. Smooth combed cotton for the evening cruise.'],
    [29, 'Classic Coupé Garage Tee', 'Torque Supply', 69, 86.25, ['Beige', 'Green'], ['S', 'XL'], 'organic', [],
      'The front of a sixties coupé, round lamps and a thin chrome grille, is printed in a vintage garage-sign style. Organic cotton with a soft, worn-in feel.'],
    [30, 'Widebody Kit Blueprint Tee', 'Redline Co.', 109, null, ['Grey', 'Blue', 'White'], ['S', '2XL'], 'blend', [],
      'A technical blueprint of a widebody front end, with measured headlights and grille, covers the chest. The light blend is made for long days at the workshop.'],
    [31, 'Dune Bash 4x4 Tee', 'Torque Supply', 74.99, null, ['Orange', 'Beige', 'Black'], ['S', '2XL'], 'combed', [],
      'Roof lamps, a boxy grille and a wall of sand make this print ready for the next desert convoy. Soft combed cotton that shakes off the dust.'],
    [32, 'Pop-Up Headlights Tee', 'Kanji Garage', 64, 79, ['Pink', 'Black', 'White'], ['XS', 'L'], 'combed', [],
      'Pop-up headlights wink open above a slim grille in this cheeky, retro print. Light combed cotton in playful colours.'],
  ],
  Titan: [
    [33, 'Titan Forge Shield Tee', 'Titan Forge', 119, null, ['Black', 'Grey'], ['S', '3XL'], 'heavy', ['top'],
      'Our flagship print: a riveted shield over a heavy drive gear, stamped like a maker mark from the forge. Heavyweight cotton for the gym and the garage.'],
    [34, 'Atlas Shoulders Tee', 'Titan Forge', 129, 189, ['Black', 'Red'], ['M', '3XL'], 'heavy', ['hot'],
      'A titan carries a gear-shaped world across the chest, a reminder that the weight is yours to lift. Boxy fit with a dropped shoulder.'],
    [35, 'Iron Colossus Tee', 'Titan Forge', 139, null, ['Grey', 'Black', 'White'], ['S', '2XL'], 'heavy', ['gaps'],
      'A towering armoured colossus stands inside a cog-toothed ring on this bold print. Heavyweight cotton that wears like armour.'],
    [36, 'Gearworks Titan Tee', 'Titan Forge', 99, 149, ['Orange', 'Black'], ['S', 'XL'], 'combed', [],
      'Interlocking gears turn behind a shield badge in this industrial print. Soft combed cotton with a clean, modern fit.'],
    [37, 'Kronos Crest Tee', 'Titan Forge', 149, null, ['Purple', 'Black'], ['M', '2XL'], 'heavy', [],
      'A crowned crest with a sickle and gear-toothed border is printed in a heavy, raised ink. Premium heavyweight cotton for a regal drape.'],
    [38, 'Bronze Sentinel Tee', 'Titan Forge', 189, null, ['Beige', 'Black'], ['S', '2XL'], 'heavy', ['soldout'],
      'A guardian helm over a bronze shield makes this our most detailed print yet. Limited run on heavyweight cotton.'],
    [39, 'Hyperion Anvil Tee', 'Titan Forge', 114, 152, ['Red', 'Grey'], ['S', '2XL'], 'combed', [],
      'Sparks fly from an anvil beneath a radiant shield on the chest of this forge print. Soft combed cotton that stays comfortable between sets.'],
    [40, 'Titanium Rivet Tee', 'Titan Forge', 49, 69, ['White', 'Blue'], ['XS', 'XL'], 'organic', ['gaps'],
      'A clean shield outline with rows of rivets and a small gear makes this our lightest Titan print. Organic cotton at an entry price.'],
  ],
};

/** An integer in [min, max]. */
function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function sizeRange(from: WearSize, to: WearSize): Size[] {
  const start = SIZES.indexOf(from);
  const end = SIZES.indexOf(to);
  if (start < 0 || end < start) throw new Error(`Bad size range ${from}–${to}`);
  return SIZES.slice(start, end + 1);
}

function buildStock(id: number, colours: Colour[], sizes: Size[], flags: readonly Flag[]): SeedStock[] {
  const random = seededRandom(id * 7919 + 17);
  const deep = flags.includes('deep');
  const stock = colours.flatMap((colour) =>
    sizes.map((size) => ({ size, colour, quantity: deep ? intBetween(random, 20, 40) : intBetween(random, 6, 40) })),
  );
  if (flags.includes('soldout')) return stock.map((entry) => ({ ...entry, quantity: 0 }));
  if (deep) return stock;

  // One low variant, and for 'gaps' products the one or two variants after it at 0.
  const lowIndex = intBetween(random, 0, stock.length - 1);
  const gapCount = flags.includes('gaps') ? (stock.length > 4 ? 2 : 1) : 0;
  stock.forEach((entry, index) => {
    const offset = (index - lowIndex + stock.length) % stock.length;
    if (offset === 0) entry.quantity = intBetween(random, 1, 5);
    else if (offset <= gapCount) entry.quantity = 0;
  });
  return stock;
}

function toProduct(collection: CollectionName, row: Row): SeedProduct {
  const [id, title, brand, price, oldPrice, colours, [from, to], fabricKey, flags, description] = row;
  const fabric: Fabric = FABRICS[fabricKey];
  const sizes = sizeRange(from, to);
  return {
    id,
    title,
    description,
    collection,
    brand,
    price,
    oldPrice,
    hotSale: flags.includes('hot'),
    topPick: flags.includes('top'),
    colours: [...colours],
    sizes,
    stock: buildStock(id, [...colours], sizes, flags),
    care: [...fabric.care],
    composition: fabric.composition,
    origin: fabric.origin,
  };
}

export const seedProducts: readonly SeedProduct[] = COLLECTIONS.flatMap((collection) =>
  ROWS[collection].map((row) => toProduct(collection, row)),
).sort((a, b) => a.id - b.id);

export const seedCollections: readonly SeedCollection[] = [
  {
    name: 'Racing',
    heading: 'Born on the Grid',
    description:
      'Chequered flags, livery stripes and race numbers for everyone who lives for lights out. From the Nordschleife to Yas Marina, printed in Dubai.',
    lookbookProductId: 3,
  },
  {
    name: 'JDM',
    heading: 'Rising Sun Street Culture',
    description:
      'Drift heroes, touge runs and katakana-style graphics inspired by Japanese car culture. Made for the meet, the mountain pass and the city at night.',
    lookbookProductId: null,
  },
  {
    name: 'Bike',
    heading: 'Two Wheels, One Line',
    description:
      'Wheels, chains and trails for riders of every kind, from café racers to Hatta mountain bikers. Light fabrics that ride as hard as you do.',
    lookbookProductId: null,
  },
  {
    name: 'Car',
    heading: 'Headlights On',
    description:
      'Grilles, headlights and road-trip stories from the classics to the dune bashers. Tees for every car spotter in the Emirates.',
    lookbookProductId: null,
  },
  {
    name: 'Titan',
    heading: 'Forged to Last',
    description:
      'Shields, gears and heavyweight cotton for the strongest prints in the shop. Built for the gym, the garage and everything in between.',
    lookbookProductId: 33,
  },
];

export const seedBanners: readonly SeedBanner[] = [
  {
    alt: 'Black racing graphic T-shirt with a chequered flag print on a dark track background',
    heading: 'Drive Your<br>Style',
    text: 'Racing, JDM and bike graphics designed and printed in Dubai. Free delivery across the UAE.',
    btntext: 'Shop Now',
    link: '/all-collections',
  },
  {
    alt: 'White JDM T-shirt with a rising-sun print against a purple night sky',
    heading: 'New JDM<br>Drop',
    text: 'Rising-sun prints and touge legends, fresh from Kanji Garage.',
    btntext: 'Explore JDM',
    link: collectionLink('JDM'),
  },
  {
    alt: 'Heavyweight Titan T-shirt with a shield and gear print in front of a glowing forge',
    heading: 'Forged Like<br>A Titan',
    text: 'Heavyweight 240 gsm tees built for the gym and the garage.',
    btntext: 'Shop Titan',
    link: collectionLink('Titan'),
  },
];
