/**
 * The equipment catalogue (/products/:category/:subCategory/:product): six categories, their
 * sub-categories and products with specifications, features and customer reviews. Brands are
 * Tarang's own house ranges.
 */
import type { ContentData } from '../../modules/site/content-kinds';
import { type ContentDraft, daysAgo, draft, isoDay, type SeedContext } from './draft';
import type { PoolStyle, ProductShape } from './images/spec';
import { poolHero } from './pool-pictures';
import { rich } from './rich-text';

type Review = ContentData<'product'>['reviews'][number];

interface ProductSource {
  title: string;
  sku: string;
  brand: 'Tarang Pro' | 'AquaLine' | 'ClearStream' | 'Tarang Eco';
  shape: ProductShape;
  colour: string;
  summary: string;
  /** One paragraph on what it is and where it fits. */
  about: string;
  specs: [string, string][];
  features: string[];
  /** How many of the sub-category's reviews it shows (2–5). */
  reviews: number;
}

interface SubCategorySource {
  title: string;
  summary: string;
  about: string[];
  /** Reviews written by buyers of this kind of product. */
  reviews: { text: string; rating: number }[];
  products: ProductSource[];
}

interface CategorySource {
  title: string;
  key: string;
  summary: string;
  bannerText: string;
  style: PoolStyle;
  about: string[];
  subCategories: SubCategorySource[];
}

const CATEGORIES: CategorySource[] = [
  {
    title: 'Filtration',
    key: 'filtration',
    summary:
      'Sand filters, cartridge filters, skimmers and inlets for residential and commercial pools, sized for Indian dust and bather loads.',
    bannerText: 'The heart of clear water: filters, skimmers and inlets sized for your pool.',
    style: 'lap',
    about: [
      'Filtration removes what chlorine cannot: dust, pollen, hair and the fine silt that monsoon rain washes in. The filter must be sized so that the whole pool passes through it every four to six hours.',
      'All our filters are pressure-tested before dispatch and come with a multiport valve, pressure gauge and installation by our technicians.',
    ],
    subCategories: [
      {
        title: 'Sand Filters',
        summary:
          'Top-mount and side-mount sand filters in fibreglass-reinforced polyester, from villa pools to 50 m competition pools.',
        about: [
          'Sand filters are the most common and the most forgiving filters for Indian pools. They handle heavy dust loads, are cleaned by backwashing and the media lasts four to five years.',
        ],
        reviews: [
          {
            text: 'Water has been crystal clear since the new filter went in. Backwashing takes three minutes and the technician showed us exactly how.',
            rating: 5,
          },
          {
            text: 'Replaced a rusted steel filter with this one. No leaks at the valve after two monsoons.',
            rating: 5,
          },
          { text: 'Good filter, but plan space for it: the plant room needed some rework.', rating: 4 },
          {
            text: 'After the dust storms in May we backwash twice a week and the pressure comes right back down. Solid unit.',
            rating: 5,
          },
          { text: 'Installation was neat and the team took away the old filter and sand.', rating: 4 },
        ],
        products: [
          {
            title: 'Tarang Pro SF-500 Sand Filter',
            sku: 'TP-SF-500',
            brand: 'Tarang Pro',
            shape: 'sand-filter',
            colour: '#1f4e79',
            summary:
              'A 500 mm top-mount sand filter for villa pools up to 60 m³, with a 6-way multiport valve and fibreglass-reinforced tank.',
            about:
              'The SF-500 is the filter we fit in most villa pools. Its 500 mm tank holds 100 kg of graded silica sand and filters 10 m³/h, enough to turn over a 10 m × 4 m pool in five hours.',
            specs: [
              ['Tank diameter', '500 mm'],
              ['Flow rate', '10 m³/h'],
              ['Filter media', '100 kg silica sand, 0.4–0.8 mm'],
              ['Maximum pressure', '2.5 bar'],
              ['Connections', '50 mm'],
              ['Dimensions (W × H)', '520 mm × 880 mm'],
              ['Warranty', '5 years on the tank, 2 years on the valve'],
            ],
            features: [
              '6-way top-mount multiport valve',
              'UV-stabilised fibreglass-reinforced tank',
              'Drain plug for winter and monsoon shutdown',
              'Pressure gauge included',
            ],
            reviews: 4,
          },
          {
            title: 'Tarang Pro SF-750 Sand Filter',
            sku: 'TP-SF-750',
            brand: 'Tarang Pro',
            shape: 'sand-filter',
            colour: '#1f4e79',
            summary:
              'A 750 mm side-mount sand filter for large villas, society and hotel pools up to 120 m³, rated for 22 m³/h.',
            about:
              'For larger pools and commercial duty, the SF-750 filters 22 m³/h through 300 kg of sand. The side-mount valve makes it easy to line several filters up in one plant room.',
            specs: [
              ['Tank diameter', '750 mm'],
              ['Flow rate', '22 m³/h'],
              ['Filter media', '300 kg silica sand or 240 kg glass media'],
              ['Maximum pressure', '2.5 bar'],
              ['Connections', '63 mm'],
              ['Dimensions (W × H)', '780 mm × 1,080 mm'],
              ['Warranty', '5 years on the tank, 2 years on the valve'],
            ],
            features: [
              'Side-mount 6-way valve for battery installations',
              'Compatible with glass filter media',
              'Sight glass for backwash water',
              'Manhole for easy media replacement',
            ],
            reviews: 3,
          },
          {
            title: 'AquaLine HR-1200 Commercial Filter',
            sku: 'AL-HR-1200',
            brand: 'AquaLine',
            shape: 'sand-filter',
            colour: '#5b6770',
            summary:
              'A 1,200 mm high-rate commercial filter for competition, hotel and water-park pools, with 50 m³/h per vessel.',
            about:
              'The HR-1200 is built for public pools where bather loads are high and the plant runs day and night. Several vessels are combined with a manual or automatic valve battery.',
            specs: [
              ['Tank diameter', '1,200 mm'],
              ['Flow rate', '50 m³/h'],
              ['Filtration velocity', '45 m³/h/m²'],
              ['Filter media', '1,100 kg graded silica sand'],
              ['Maximum pressure', '2.5 bar'],
              ['Connections', '110 mm flanged'],
              ['Warranty', '10 years on the vessel'],
            ],
            features: [
              'Laterals designed for even backwash',
              'Inspection manhole and sight glasses',
              'Suits automatic backwash valve batteries',
              'Tested to 3.75 bar before dispatch',
            ],
            reviews: 2,
          },
        ],
      },
      {
        title: 'Cartridge Filters',
        summary:
          'Compact cartridge filters for plunge pools, spas and terraces where there is no drain for backwash water.',
        about: [
          'Cartridge filters need no backwashing: the pleated cartridge is taken out and hosed clean. They suit terrace pools and spas where backwash water has nowhere to go.',
        ],
        reviews: [
          {
            text: 'Perfect for our terrace spa. No backwash water to deal with, and cleaning the cartridge takes ten minutes.',
            rating: 5,
          },
          { text: 'Compact and quiet. We keep a spare cartridge so one is always drying.', rating: 5 },
          {
            text: 'Works well, though the cartridge needs cleaning more often in the dusty months.',
            rating: 4,
          },
        ],
        products: [
          {
            title: 'ClearStream CF-12 Cartridge Filter',
            sku: 'CS-CF-12',
            brand: 'ClearStream',
            shape: 'cartridge-filter',
            colour: '#2e7d9a',
            summary:
              'A 12 m³/h cartridge filter for plunge pools and spas up to 25 m³, with a 9 m² pleated polyester cartridge.',
            about:
              'The CF-12 fits in a cupboard and needs no drain, which makes it our standard filter for terrace plunge pools and jacuzzis.',
            specs: [
              ['Flow rate', '12 m³/h'],
              ['Filter area', '9 m²'],
              ['Cartridge life', '2–3 years'],
              ['Maximum pressure', '3 bar'],
              ['Connections', '50 mm'],
              ['Dimensions (W × H)', '330 mm × 760 mm'],
              ['Warranty', '3 years'],
            ],
            features: [
              'No backwash water',
              'Tool-free lid with locking ring',
              'Air-release valve',
              'Washable, replaceable cartridge',
            ],
            reviews: 3,
          },
          {
            title: 'ClearStream CF-20 Cartridge Filter',
            sku: 'CS-CF-20',
            brand: 'ClearStream',
            shape: 'cartridge-filter',
            colour: '#2e7d9a',
            summary:
              'A 20 m³/h twin-cartridge filter for pools up to 50 m³ on terraces and podiums without a drain.',
            about:
              'Two cartridges in one housing give the CF-20 enough area for a full-size terrace pool, with cleaning intervals of three to four weeks.',
            specs: [
              ['Flow rate', '20 m³/h'],
              ['Filter area', '2 × 9 m²'],
              ['Cartridge life', '2–3 years'],
              ['Maximum pressure', '3 bar'],
              ['Connections', '63 mm'],
              ['Dimensions (W × H)', '420 mm × 950 mm'],
              ['Warranty', '3 years'],
            ],
            features: [
              'Twin cartridges for longer intervals',
              'Pressure gauge and air-release valve',
              'UV-resistant housing for outdoor plant rooms',
              'Drain plug',
            ],
            reviews: 2,
          },
        ],
      },
      {
        title: 'Skimmers and Inlets',
        summary:
          'Wall skimmers, return inlets and main drains for concrete and membrane-lined pools, in ABS and stainless steel.',
        about: [
          'Skimmers draw in the surface water, where leaves, dust and sunscreen collect; inlets return filtered water so it circulates evenly. Their number and position decide whether the pool has dead spots.',
        ],
        reviews: [
          {
            text: 'The wide-mouth skimmer catches far more leaves than our old one. We have two big mango trees.',
            rating: 5,
          },
          {
            text: 'Fitted during our membrane relining; the flange seals perfectly with the liner.',
            rating: 5,
          },
          { text: 'Good quality inlets, the eyeball lets you aim the flow where you want.', rating: 4 },
        ],
        products: [
          {
            title: 'AquaLine Wide-mouth Skimmer',
            sku: 'AL-SK-WM',
            brand: 'AquaLine',
            shape: 'skimmer',
            colour: '#e8e8e8',
            summary:
              'A wide-mouth wall skimmer for concrete and membrane-lined pools, with a floating weir and a 6 litre leaf basket.',
            about:
              'One skimmer serves about 25 m² of water. The wide mouth and floating weir catch leaves before they sink, which saves hours of vacuuming in gardens full of trees.',
            specs: [
              ['Mouth width', '300 mm'],
              ['Flow rate', '7.5 m³/h'],
              ['Basket volume', '6 litres'],
              ['Material', 'UV-stabilised ABS'],
              ['Connection', '50 mm'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Floating weir',
              'Flange and gasket for membrane pools',
              'Extension collar for thick decks',
              'Vacuum plate included',
            ],
            reviews: 3,
          },
          {
            title: 'AquaLine Return Inlet Nozzle',
            sku: 'AL-IN-50',
            brand: 'AquaLine',
            shape: 'nozzle',
            colour: '#dcdcdc',
            summary:
              'An adjustable eyeball return inlet for concrete and membrane pools, in ABS or 316 stainless steel.',
            about:
              'Return inlets bring filtered water back into the pool. The adjustable eyeball lets the technician set the flow so that the whole pool circulates towards the skimmers.',
            specs: [
              ['Connection', '50 mm'],
              ['Flow rate', '4–8 m³/h'],
              ['Material', 'ABS or 316 stainless steel'],
              ['Eyeball outlet', '22 mm'],
              ['Warranty', '2 years (ABS), 5 years (steel)'],
            ],
            features: [
              'Adjustable eyeball',
              'Membrane flange kit',
              'Stainless steel option for seaside pools',
              'Tool-free eyeball removal',
            ],
            reviews: 2,
          },
        ],
      },
    ],
  },
  {
    title: 'Pumps',
    key: 'pumps',
    summary:
      'Single-speed, variable-speed and feature pumps for pool filtration, water features and spas, with installation and service.',
    bannerText: 'Pumps that move water quietly and efficiently, day after day.',
    style: 'residential',
    about: [
      'The pump is the only part of a pool that runs for eight to twelve hours every day, so its efficiency decides most of the electricity bill. We size pumps from the pipe run and the filter, not from the pool’s volume alone.',
      'Every pump we sell is installed by our technicians with isolation valves and a dry-run protection option.',
    ],
    subCategories: [
      {
        title: 'Single-speed Pumps',
        summary:
          'Dependable single-speed self-priming pumps for villa pools, with pre-filter baskets and 230 V or 415 V motors.',
        about: [
          'Single-speed pumps are simple and cheap to buy. They suit pools where the pump runs only a few hours a day or where power is limited.',
        ],
        reviews: [
          { text: 'Quiet enough that we do not hear it from the garden. Priming was instant.', rating: 5 },
          { text: 'Replaced a fifteen-year-old pump. Same footprint, half the noise.', rating: 4 },
          { text: 'Running fine on our inverter backup during power cuts.', rating: 5 },
          { text: 'Good pump, though the basket lid needs a firm hand to close.', rating: 4 },
        ],
        products: [
          {
            title: 'Tarang Pro SP-100 Pool Pump',
            sku: 'TP-SP-100',
            brand: 'Tarang Pro',
            shape: 'pump',
            colour: '#1f4e79',
            summary:
              'A 1 HP self-priming pool pump with a 2.5 litre pre-filter basket, for villa pools up to 50 m³.',
            about:
              'The SP-100 is a reliable 1 HP pump for small and medium villa pools. Its large pre-filter basket protects the impeller from leaves and hair.',
            specs: [
              ['Power', '0.75 kW (1 HP)'],
              ['Voltage', '230 V, single phase'],
              ['Flow rate', '14 m³/h at 8 m head'],
              ['Maximum head', '14 m'],
              ['Connections', '50 mm'],
              ['Dimensions (L × W × H)', '560 mm × 250 mm × 320 mm'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Self-priming up to 3 m',
              'Transparent pre-filter lid',
              'Thermal overload protection',
              'IP55 motor',
            ],
            reviews: 4,
          },
          {
            title: 'Tarang Pro SP-200 Pool Pump',
            sku: 'TP-SP-200',
            brand: 'Tarang Pro',
            shape: 'pump',
            colour: '#1f4e79',
            summary:
              'A 2 HP self-priming pump for large villa and society pools, available with 230 V or 415 V motors.',
            about:
              'For pools up to 110 m³ or long pipe runs, the SP-200 delivers 26 m³/h. A three-phase version suits societies and clubs.',
            specs: [
              ['Power', '1.5 kW (2 HP)'],
              ['Voltage', '230 V single phase or 415 V three phase'],
              ['Flow rate', '26 m³/h at 10 m head'],
              ['Maximum head', '17 m'],
              ['Connections', '63 mm'],
              ['Dimensions (L × W × H)', '640 mm × 270 mm × 350 mm'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Single or three-phase motor',
              'Large 4 litre pre-filter basket',
              'Noryl impeller',
              'Mechanical seal rated for salt water',
            ],
            reviews: 3,
          },
        ],
      },
      {
        title: 'Variable-speed Pumps',
        summary:
          'Variable-speed pool pumps with permanent-magnet motors that cut filtration electricity by up to 70 percent.',
        about: [
          'A variable-speed pump runs slowly for most of the day and fast only for backwashing or features. Because power falls with the cube of speed, halving the speed cuts power by almost 90 percent.',
        ],
        reviews: [
          {
            text: 'Our electricity bill dropped by about ₹2,800 a month. The pump paid for itself in under two years.',
            rating: 5,
          },
          { text: 'Almost silent at night speed. The app lets me schedule speeds for the day.', rating: 5 },
          {
            text: 'Excellent pump. Took a few days for the technician to find the right speed for the heat pump.',
            rating: 4,
          },
          { text: 'Installed in our society pool, the committee loves the energy report.', rating: 5 },
          { text: 'Works perfectly with our salt chlorinator. Very happy.', rating: 5 },
        ],
        products: [
          {
            title: 'Tarang Eco VS-150 Variable-speed Pump',
            sku: 'TE-VS-150',
            brand: 'Tarang Eco',
            shape: 'pump',
            colour: '#2e7d32',
            summary:
              'A 1.5 HP variable-speed pump with a permanent-magnet motor, eight programmable speeds and Wi-Fi scheduling.',
            about:
              'The VS-150 replaces a 1 HP or 1.5 HP single-speed pump and uses a fraction of its power. It is our standard pump for new villa pools.',
            specs: [
              ['Power', '0.25–1.1 kW (1.5 HP)'],
              ['Voltage', '230 V, single phase'],
              ['Flow rate', 'up to 21 m³/h'],
              ['Speeds', '1,200–3,450 rpm, 8 programmable'],
              ['Noise at low speed', '42 dB(A)'],
              ['Connections', '50/63 mm'],
              ['Warranty', '3 years'],
            ],
            features: [
              'Permanent-magnet motor',
              'Wi-Fi app and timer',
              'Soft start for inverter and generator supplies',
              'Energy use shown on the display',
            ],
            reviews: 5,
          },
          {
            title: 'Tarang Eco VS-300 Variable-speed Pump',
            sku: 'TE-VS-300',
            brand: 'Tarang Eco',
            shape: 'pump',
            colour: '#2e7d32',
            summary:
              'A 3 HP variable-speed pump for large villas, societies and hotels, with 415 V and 230 V versions.',
            about:
              'For pools with features, heat pumps or long pipe runs, the VS-300 gives plenty of head at full speed and very low power at filtration speed.',
            specs: [
              ['Power', '0.4–2.2 kW (3 HP)'],
              ['Voltage', '230 V single phase or 415 V three phase'],
              ['Flow rate', 'up to 36 m³/h'],
              ['Speeds', '1,000–3,450 rpm'],
              ['Connections', '63/75 mm'],
              ['Warranty', '3 years'],
            ],
            features: [
              'Modbus and dry-contact control',
              'Backwash and feature speed presets',
              'IP55 drive',
              'Dry-run protection',
            ],
            reviews: 3,
          },
          {
            title: 'AquaLine VS-75 Compact Pump',
            sku: 'AL-VS-75',
            brand: 'AquaLine',
            shape: 'pump',
            colour: '#5b6770',
            summary:
              'A compact 0.75 HP variable-speed pump for plunge pools, spas and terrace pools with cartridge filters.',
            about:
              'The VS-75 is small enough for a cupboard plant room and quiet enough for a bedroom next door, ideal for penthouse plunge pools.',
            specs: [
              ['Power', '0.15–0.55 kW (0.75 HP)'],
              ['Voltage', '230 V, single phase'],
              ['Flow rate', 'up to 12 m³/h'],
              ['Noise at low speed', '39 dB(A)'],
              ['Connections', '50 mm'],
              ['Dimensions (L × W × H)', '480 mm × 220 mm × 290 mm'],
              ['Warranty', '3 years'],
            ],
            features: ['Very low noise', 'Compact footprint', 'Built-in timer', 'Salt-water rated seal'],
            reviews: 2,
          },
        ],
      },
      {
        title: 'Feature and Booster Pumps',
        summary:
          'Pumps for waterfalls, sheer descents, spa jets and cleaner boosters, separate from the filtration circuit.',
        about: [
          'Water features and spa jets need their own pumps, so they can run on a timer without upsetting the filtration.',
        ],
        reviews: [
          { text: 'Our sheer descent is perfectly even now. Big improvement over the old pump.', rating: 5 },
          { text: 'Strong jets in the spa. Slightly louder than the filtration pump but fine.', rating: 4 },
          { text: 'Good value and installed the same day.', rating: 4 },
        ],
        products: [
          {
            title: 'AquaLine FP-150 Feature Pump',
            sku: 'AL-FP-150',
            brand: 'AquaLine',
            shape: 'pump',
            colour: '#5b6770',
            summary:
              'A 1.5 HP pump for waterfalls, sheer descents and deck jets, with a high flow at low head.',
            about:
              'The FP-150 is tuned for features: high flow at low head gives a thick, even curtain of water over a sheer descent.',
            specs: [
              ['Power', '1.1 kW (1.5 HP)'],
              ['Voltage', '230 V, single phase'],
              ['Flow rate', '30 m³/h at 5 m head'],
              ['Connections', '63 mm'],
              ['Warranty', '2 years'],
            ],
            features: ['High flow, low head curve', 'Pre-filter basket', 'Timer-ready', 'Quiet running'],
            reviews: 3,
          },
          {
            title: 'Tarang Pro JP-300 Spa Jet Pump',
            sku: 'TP-JP-300',
            brand: 'Tarang Pro',
            shape: 'pump',
            colour: '#1f4e79',
            summary: 'A 3 HP jet pump for spas and hydrotherapy benches, driving up to 12 massage jets.',
            about:
              'The JP-300 gives the pressure hydrotherapy jets need. It is switched by an air button at the spa, so bathers control the jets themselves.',
            specs: [
              ['Power', '2.2 kW (3 HP)'],
              ['Voltage', '230 V or 415 V'],
              ['Flow rate', '30 m³/h at 12 m head'],
              ['Jets driven', 'up to 12'],
              ['Connections', '63 mm'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Air-button control kit',
              'Two-speed option',
              'Thermal protection',
              'Compact mounting base',
            ],
            reviews: 2,
          },
        ],
      },
    ],
  },
  {
    title: 'Lighting',
    key: 'lighting',
    summary:
      'Underwater LED lights, colour controllers and deck lights for pools, spas and water features, low-voltage and energy-efficient.',
    bannerText: 'Turn the pool into the most beautiful room of the house after dark.',
    style: 'resort',
    about: [
      'Underwater lighting makes the pool safe and beautiful after dark. Modern LEDs use a tenth of the power of old halogen lamps and last ten times longer.',
      'All our pool lights run on 12 V through a safety transformer, as required for underwater use.',
    ],
    subCategories: [
      {
        title: 'Underwater LED Lights',
        summary:
          'Flat and recessed 12 V LED pool lights in warm white and RGB, for concrete and membrane-lined pools.',
        about: [
          'One light for every 15–20 m² of water is a good rule. RGB lights can be synchronised and controlled from a remote or a phone.',
        ],
        reviews: [
          {
            text: 'The colours are stunning at our parties, and the warm white is perfect for quiet evenings.',
            rating: 5,
          },
          { text: 'Replaced three halogen lamps with these. Brighter and much cheaper to run.', rating: 5 },
          { text: 'All four lights stay in sync, which our old set never did.', rating: 4 },
          { text: 'The flat design looks neat on the membrane wall.', rating: 5 },
        ],
        products: [
          {
            title: 'AquaLine Lumen 18 RGB Pool Light',
            sku: 'AL-LM-18RGB',
            brand: 'AquaLine',
            shape: 'led-light',
            colour: '#7b1fa2',
            summary:
              'An 18 W flat RGB LED pool light with 12 colours and 8 shows, synchronised over the power line.',
            about:
              'The Lumen 18 is only 30 mm thick, so it sits almost flush with the wall. Colours and shows are chosen from a remote or the phone app.',
            specs: [
              ['Power', '18 W'],
              ['Voltage', '12 V AC/DC'],
              ['Light output', '1,450 lm'],
              ['Colours', '12 colours, 8 shows'],
              ['Protection', 'IP68'],
              ['Diameter × depth', '270 mm × 30 mm'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Synchronised colours without extra wiring',
              'Flat, surface-mounted design',
              'Fits concrete and membrane pools',
              'Remote and app control',
            ],
            reviews: 4,
          },
          {
            title: 'AquaLine Lumen 30 Warm White Pool Light',
            sku: 'AL-LM-30WW',
            brand: 'AquaLine',
            shape: 'led-light',
            colour: '#f9a825',
            summary:
              'A bright 30 W warm-white LED pool light for lap pools, hotels and pools where swimmers need good visibility.',
            about:
              'For hotel and club pools where lifeguards need to see the floor, the Lumen 30 gives 2,600 lumens of warm white light.',
            specs: [
              ['Power', '30 W'],
              ['Voltage', '12 V AC/DC'],
              ['Light output', '2,600 lm'],
              ['Colour temperature', '3,000 K'],
              ['Protection', 'IP68'],
              ['Warranty', '2 years'],
            ],
            features: [
              'High output for safety lighting',
              'Warm white for a calm look',
              'Stainless steel face ring option',
              'Long cable for easy servicing',
            ],
            reviews: 3,
          },
          {
            title: 'Tarang Pro Niche LED Retrofit Lamp',
            sku: 'TP-NL-RF',
            brand: 'Tarang Pro',
            shape: 'led-light',
            colour: '#1f4e79',
            summary:
              'An LED lamp that replaces old 300 W halogen lamps in existing niches, without breaking the pool wall.',
            about:
              'Old pools often have halogen niches. This retrofit lamp fits the standard niche and cuts power from 300 W to 25 W.',
            specs: [
              ['Power', '25 W'],
              ['Voltage', '12 V AC'],
              ['Replaces', '300 W halogen PAR56'],
              ['Light output', '1,900 lm'],
              ['Protection', 'IP68'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Fits standard PAR56 niches',
              'No wall work needed',
              'White or RGB versions',
              'Works with the existing transformer',
            ],
            reviews: 2,
          },
        ],
      },
      {
        title: 'Deck and Feature Lights',
        summary:
          'Deck lights, step lights and feature spotlights for pool surrounds, waterfalls and gardens.',
        about: [
          'Lighting the deck, steps and features makes the area safe to walk on at night and sets the mood around the water.',
        ],
        reviews: [
          { text: 'Step lights make the pool steps safe for my parents at night.', rating: 5 },
          { text: 'Lovely glow on the waterfall, the spotlights are well made.', rating: 4 },
          { text: 'Easy to install in the Kota stone deck.', rating: 4 },
        ],
        products: [
          {
            title: 'AquaLine Step Light 3W',
            sku: 'AL-ST-3',
            brand: 'AquaLine',
            shape: 'led-light',
            colour: '#9e9e9e',
            summary:
              'A 3 W recessed LED step light for pool steps, decks and garden paths, in 316 stainless steel.',
            about: 'Recessed into risers and walls, these small lights mark steps and edges without glare.',
            specs: [
              ['Power', '3 W'],
              ['Voltage', '12 V DC'],
              ['Colour temperature', '3,000 K'],
              ['Material', '316 stainless steel'],
              ['Protection', 'IP67'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Glare-free louvred face',
              'Marine-grade steel',
              'Low voltage',
              'Fits standard back boxes',
            ],
            reviews: 3,
          },
          {
            title: 'AquaLine Feature Spot 9W',
            sku: 'AL-FS-9',
            brand: 'AquaLine',
            shape: 'led-light',
            colour: '#0277bd',
            summary:
              'A 9 W submersible LED spotlight for waterfalls, fountains and ponds, in RGB or warm white.',
            about: 'Submersible spotlights sit under a waterfall or fountain and light it from below.',
            specs: [
              ['Power', '9 W'],
              ['Voltage', '12 V DC'],
              ['Beam angle', '30°'],
              ['Protection', 'IP68'],
              ['Material', 'Brass body'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Submersible to 3 m',
              'Adjustable bracket',
              'RGB or warm white',
              'Synchronises with pool lights',
            ],
            reviews: 2,
          },
        ],
      },
    ],
  },
  {
    title: 'Water Treatment',
    key: 'water-treatment',
    summary:
      'Salt chlorinators, UV systems, dosing controllers, test kits and pool chemicals for safe, balanced water.',
    bannerText: 'Safe, balanced water with less handling of chemicals.',
    style: 'kids',
    about: [
      'Clear water is not necessarily safe water. Disinfection, pH control and regular testing keep swimmers healthy and protect the pool’s finish and equipment.',
      'We help you choose between manual dosing, salt chlorination, UV and automatic control, and we train whoever looks after the pool.',
    ],
    subCategories: [
      {
        title: 'Salt Chlorinators',
        summary:
          'Salt chlorinators that make chlorine from dissolved salt, for softer water with no chlorine smell.',
        about: [
          'A salt chlorinator passes pool water with 3–4 g/l of salt over electrolytic plates, producing chlorine continuously. The salt is not used up; it only needs topping up after backwashing and rain.',
        ],
        reviews: [
          {
            text: 'No more red eyes for the children, and no more chlorine buckets in the store room.',
            rating: 5,
          },
          { text: 'Set it and forget it. We only check the salt level after the monsoon.', rating: 5 },
          { text: 'Good unit, but you still need to watch the pH every week.', rating: 4 },
          { text: 'Our guests comment on how soft the water feels.', rating: 5 },
        ],
        products: [
          {
            title: 'ClearStream SaltPro 20 Chlorinator',
            sku: 'CS-SP-20',
            brand: 'ClearStream',
            shape: 'chlorinator',
            colour: '#00838f',
            summary:
              'A salt chlorinator producing 20 g of chlorine an hour, for pools up to 80 m³, with self-cleaning reverse polarity.',
            about:
              'The SaltPro 20 is the chlorinator we fit in most villa pools. Reverse polarity keeps the cell free of scale, even with hard borewell water.',
            specs: [
              ['Chlorine output', '20 g/h'],
              ['Pool volume', 'up to 80 m³'],
              ['Salt level', '3–4 g/l'],
              ['Power', '150 W'],
              ['Voltage', '230 V'],
              ['Cell life', 'about 10,000 hours'],
              ['Warranty', '3 years (cell 2 years)'],
            ],
            features: [
              'Self-cleaning reverse polarity',
              'Low-salt and no-flow alarms',
              'Boost mode after parties',
              'Optional pH dosing module',
            ],
            reviews: 4,
          },
          {
            title: 'ClearStream SaltPro 40 Chlorinator',
            sku: 'CS-SP-40',
            brand: 'ClearStream',
            shape: 'chlorinator',
            colour: '#00838f',
            summary:
              'A 40 g/h salt chlorinator for large villas, small hotels and societies, with remote monitoring.',
            about:
              'For larger pools and higher bather loads, the SaltPro 40 doubles the output and adds remote monitoring over Wi-Fi.',
            specs: [
              ['Chlorine output', '40 g/h'],
              ['Pool volume', 'up to 160 m³'],
              ['Salt level', '3–4 g/l'],
              ['Power', '280 W'],
              ['Voltage', '230 V'],
              ['Warranty', '3 years (cell 2 years)'],
            ],
            features: [
              'Wi-Fi monitoring',
              'Reverse polarity',
              'Redox control option',
              'Cover mode reduces output under a cover',
            ],
            reviews: 3,
          },
        ],
      },
      {
        title: 'UV Systems',
        summary:
          'Ultraviolet disinfection units that destroy chlorine-resistant organisms and reduce chloramines in pools and spas.',
        about: [
          'UV light destroys bacteria, viruses and parasites such as cryptosporidium that chlorine struggles with, and breaks down the chloramines that cause the "chlorine smell".',
        ],
        reviews: [
          { text: 'The indoor pool no longer smells of chlorine. Members noticed within a week.', rating: 5 },
          { text: 'We use half the chlorine we did before.', rating: 5 },
          { text: 'Lamp change is easy, though the lamps are not cheap.', rating: 4 },
        ],
        products: [
          {
            title: 'ClearStream UV-40 Pool Steriliser',
            sku: 'CS-UV-40',
            brand: 'ClearStream',
            shape: 'uv-system',
            colour: '#455a64',
            summary:
              'A 40 W UV steriliser for residential pools and spas up to 60 m³, with a stainless steel chamber.',
            about:
              'Installed after the filter, the UV-40 treats every litre that passes through it, with no chemicals and no change in taste.',
            specs: [
              ['Lamp power', '40 W'],
              ['Flow rate', 'up to 12 m³/h'],
              ['Chamber', '316 stainless steel'],
              ['Lamp life', '9,000 hours'],
              ['Voltage', '230 V'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Lamp-life indicator',
              'Quartz sleeve for easy cleaning',
              'Inline installation',
              'Low power consumption',
            ],
            reviews: 3,
          },
          {
            title: 'ClearStream UV-MP Commercial UV System',
            sku: 'CS-UV-MP',
            brand: 'ClearStream',
            shape: 'uv-system',
            colour: '#455a64',
            summary:
              'A medium-pressure UV system for hotel, club and school pools, sized for flows up to 150 m³/h.',
            about:
              'Medium-pressure lamps break down combined chlorine efficiently, which keeps indoor pool halls fresh and swimmers’ eyes comfortable.',
            specs: [
              ['Lamp power', '1–3 kW'],
              ['Flow rate', 'up to 150 m³/h'],
              ['Chamber', '316 stainless steel'],
              ['UV monitoring', 'Calibrated UV sensor'],
              ['Voltage', '415 V'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Automatic wiper',
              'UV intensity sensor and alarm',
              'Reduces chloramines',
              'BMS integration',
            ],
            reviews: 2,
          },
        ],
      },
      {
        title: 'Dosing and Testing',
        summary:
          'Automatic chlorine and pH controllers, test kits and balanced pool chemicals for daily water care.',
        about: [
          'Free chlorine between 1 and 3 ppm and pH between 7.2 and 7.6 keep water safe and comfortable. Test at least twice a week at home and daily in public pools.',
        ],
        reviews: [
          {
            text: 'The controller keeps chlorine and pH steady, and I get a WhatsApp alert if something drifts.',
            rating: 5,
          },
          { text: 'Test kit is simple enough for our driver to use every morning.', rating: 5 },
          { text: 'Good chemicals, delivered with the AMC visit.', rating: 4 },
          { text: 'The readings match the lab tests our hotel does monthly.', rating: 5 },
        ],
        products: [
          {
            title: 'Tarang Pro DoseSmart Controller',
            sku: 'TP-DS-2',
            brand: 'Tarang Pro',
            shape: 'chlorinator',
            colour: '#1f4e79',
            summary:
              'An automatic chlorine and pH dosing controller with two peristaltic pumps, probes and phone alerts.',
            about:
              'DoseSmart measures chlorine (redox) and pH every few seconds and doses liquid chlorine and acid to keep them in range.',
            specs: [
              ['Measurements', 'pH and redox (ORP)'],
              ['Dosing pumps', '2 × 1.5 l/h peristaltic'],
              ['Voltage', '230 V'],
              ['Alarms', 'Phone app, WhatsApp and relay'],
              ['Protection', 'IP65'],
              ['Warranty', '2 years (probes 1 year)'],
            ],
            features: [
              'Logs every reading for inspections',
              'Flow switch stops dosing when the pump stops',
              'Easy probe calibration',
              'Works with salt chlorinators',
            ],
            reviews: 4,
          },
          {
            title: 'AquaLine 5-in-1 Test Kit',
            sku: 'AL-TK-5',
            brand: 'AquaLine',
            shape: 'test-kit',
            colour: '#c62828',
            summary:
              'A DPD tablet test kit for free chlorine, total chlorine, pH, alkalinity and cyanuric acid.',
            about:
              'A reliable DPD kit for owners and technicians: colour comparisons are clear even in bright sunlight.',
            specs: [
              ['Tests', 'Free and total chlorine, pH, alkalinity, cyanuric acid'],
              ['Method', 'DPD tablets'],
              ['Tests per kit', '50 of each'],
              ['Range (chlorine)', '0–5 ppm'],
              ['Shelf life', '3 years'],
            ],
            features: [
              'Clear colour chart',
              'Waterproof case',
              'Refill packs available',
              'Instructions in English and Hindi',
            ],
            reviews: 3,
          },
          {
            title: 'AquaLine Stabilised Chlorine Granules 10 kg',
            sku: 'AL-CL-10',
            brand: 'AquaLine',
            shape: 'chemical',
            colour: '#1565c0',
            summary:
              'Stabilised chlorine granules (sodium dichloroisocyanurate, 56 % available chlorine) in a 10 kg tub.',
            about:
              'Fast-dissolving granules for daily dosing and shock treatment, with stabiliser that protects chlorine from the strong Indian sun.',
            specs: [
              ['Active ingredient', 'Sodium dichloroisocyanurate'],
              ['Available chlorine', '56 %'],
              ['Pack size', '10 kg'],
              ['Dose', '2–3 g per m³ daily'],
              ['Shelf life', '2 years'],
            ],
            features: ['Dissolves quickly', 'Stabilised against UV', 'pH-neutral', 'Child-resistant lid'],
            reviews: 2,
          },
        ],
      },
    ],
  },
  {
    title: 'Heating',
    key: 'heating',
    summary:
      'Inverter heat pumps, solar heating and thermal covers to keep pools warm through Indian winters at low running cost.',
    bannerText: 'Warm water from November to February, at a predictable cost.',
    style: 'indoor',
    about: [
      'Heating extends the swimming season in Delhi NCR, Jaipur, Pune, Bengaluru and the hill stations. A heat pump with a cover is the most economical way to keep a pool at 28 °C.',
      'We calculate heat loss for your city and exposure and size the system so it can hold temperature in the coldest month.',
    ],
    subCategories: [
      {
        title: 'Heat Pumps',
        summary:
          'Full-inverter pool heat pumps from 9 kW to 60 kW, with COP up to 15 and reversible cooling.',
        about: [
          'A heat pump moves heat from the air into the water and gives four to six units of heat for each unit of electricity, more at mild temperatures.',
        ],
        reviews: [
          {
            text: 'We swam through December in Gurugram for the first time. Running cost is about ₹6,000 a month with the cover.',
            rating: 5,
          },
          { text: 'Whisper quiet at night, the neighbours never noticed it.', rating: 5 },
          {
            text: 'Took four days to heat the pool the first time, as the team had told us. Holds 29 °C easily now.',
            rating: 5,
          },
          { text: 'Good unit. Wi-Fi app is a bit basic.', rating: 4 },
        ],
        products: [
          {
            title: 'Tarang Eco HP-12 Inverter Heat Pump',
            sku: 'TE-HP-12',
            brand: 'Tarang Eco',
            shape: 'heat-pump',
            colour: '#eceff1',
            summary: 'A 12 kW full-inverter heat pump for plunge pools and small villa pools up to 35 m³.',
            about:
              'The HP-12 is ideal for terrace plunge pools and small pools in Pune and Bengaluru, where winters are mild.',
            specs: [
              ['Heating capacity', '12 kW'],
              ['COP', '5.8 to 15'],
              ['Power input', '0.3–2.1 kW'],
              ['Voltage', '230 V, single phase'],
              ['Water flow', '4–6 m³/h'],
              ['Noise at 1 m', '39–49 dB(A)'],
              ['Warranty', '3 years, 7 years on the compressor'],
            ],
            features: [
              'Full-inverter compressor',
              'Titanium heat exchanger, salt-water safe',
              'Reversible: heats and cools',
              'Wi-Fi control',
            ],
            reviews: 3,
          },
          {
            title: 'Tarang Eco HP-24 Inverter Heat Pump',
            sku: 'TE-HP-24',
            brand: 'Tarang Eco',
            shape: 'heat-pump',
            colour: '#eceff1',
            summary:
              'A 24 kW full-inverter heat pump for villa pools up to 75 m³ in Delhi NCR, Jaipur and Punjab winters.',
            about:
              'Our most popular heat pump: it holds a 12 m × 5 m pool at 28 °C through a Delhi winter when used with a cover.',
            specs: [
              ['Heating capacity', '24 kW'],
              ['COP', '5.5 to 14'],
              ['Power input', '0.6–4.3 kW'],
              ['Voltage', '230 V or 415 V'],
              ['Water flow', '8–10 m³/h'],
              ['Operating range', '−7 °C to 43 °C air'],
              ['Warranty', '3 years, 7 years on the compressor'],
            ],
            features: [
              'Works down to −7 °C',
              'Titanium heat exchanger',
              'Silent night mode',
              'Defrost by hot gas',
            ],
            reviews: 4,
          },
          {
            title: 'AquaLine HP-60 Commercial Heat Pump',
            sku: 'AL-HP-60',
            brand: 'AquaLine',
            shape: 'heat-pump',
            colour: '#b0bec5',
            summary:
              'A 60 kW commercial heat pump for hotel, club and school pools, combinable in banks of up to eight units.',
            about:
              'For large pools, several HP-60 units are combined under one controller and staged to match demand.',
            specs: [
              ['Heating capacity', '60 kW'],
              ['COP', '5.2 at 15 °C air'],
              ['Power input', '11.5 kW'],
              ['Voltage', '415 V, three phase'],
              ['Water flow', '20–25 m³/h'],
              ['Warranty', '2 years, 5 years on the compressor'],
            ],
            features: [
              'Cascade control up to eight units',
              'BMS connection',
              'Titanium exchanger',
              'Heavy-duty fan for hot climates',
            ],
            reviews: 2,
          },
        ],
      },
      {
        title: 'Solar Heating and Covers',
        summary:
          'Solar heating mats and thermal pool covers that keep heat in, reduce evaporation and keep dust out.',
        about: [
          'An uncovered pool loses most of its heat overnight through evaporation. A cover halves heating costs and keeps out leaves and dust.',
        ],
        reviews: [
          { text: 'The cover cut our heat pump running time in half and keeps the leaves out.', rating: 5 },
          { text: 'Solar mats on the roof give us 4–5 °C extra in March and October for free.', rating: 4 },
          { text: 'The roller makes it easy to put on and take off alone.', rating: 5 },
        ],
        products: [
          {
            title: 'Tarang Pro Thermal Bubble Cover',
            sku: 'TP-TC-500',
            brand: 'Tarang Pro',
            shape: 'cover',
            colour: '#0288d1',
            summary:
              'A 500-micron UV-stabilised bubble cover, cut to your pool shape, with an optional stainless steel roller.',
            about:
              'The bubble cover floats on the water, trapping heat and stopping evaporation. It is cut to shape in our workshop from your pool drawing.',
            specs: [
              ['Thickness', '500 microns'],
              ['Material', 'UV-stabilised polyethylene'],
              ['Heat retention', 'up to 70 % less heat loss overnight'],
              ['Evaporation reduction', 'up to 95 %'],
              ['Roller', 'Optional, stainless steel'],
              ['Warranty', '3 years'],
            ],
            features: [
              'Cut to your pool shape',
              'Reduces chemical use',
              'Keeps out leaves and dust',
              'Optional roller',
            ],
            reviews: 3,
          },
          {
            title: 'Tarang Eco Solar Heating Mat Kit',
            sku: 'TE-SM-K6',
            brand: 'Tarang Eco',
            shape: 'cover',
            colour: '#212121',
            summary:
              'A kit of six 4 m × 1.2 m solar absorber mats for roofs and terraces, heating pools with no running cost.',
            about:
              'Pool water is pumped through black absorber mats on a sunny roof and returns 3–6 °C warmer, extending the season in spring and autumn.',
            specs: [
              ['Mat size', '4 m × 1.2 m, 6 mats'],
              ['Absorber area', '28.8 m²'],
              ['Material', 'UV-stabilised EPDM'],
              ['Temperature gain', '3–6 °C in sunny weather'],
              ['Connections', '50 mm'],
              ['Warranty', '5 years'],
            ],
            features: [
              'No running cost',
              'Automatic diverter valve option',
              'Lightweight for terraces',
              'Resists UV and heat',
            ],
            reviews: 2,
          },
        ],
      },
    ],
  },
  {
    title: 'Cleaning & Accessories',
    key: 'cleaning-accessories',
    summary:
      'Robotic cleaners, ladders, handrails and maintenance kits that keep pools clean, safe and easy to look after.',
    bannerText: 'Less time cleaning, more time swimming.',
    style: 'residential',
    about: [
      'The right accessories make a pool safer and easier to look after: a robot that vacuums while you sleep, handrails that help older swimmers in and out, and a proper maintenance kit.',
      'All accessories are supplied with installation and, for robots, a demonstration at your pool.',
    ],
    subCategories: [
      {
        title: 'Robotic Cleaners',
        summary:
          'Robotic pool cleaners that scrub the floor, walls and waterline, with their own filters and no connection to the pool plant.',
        about: [
          'A robotic cleaner runs on low voltage, climbs walls and scrubs the waterline, collecting dirt in its own filter basket. It is the single biggest time-saver for a pool owner.',
        ],
        reviews: [
          {
            text: 'The robot does in two hours what took our maid half a morning. Worth every rupee.',
            rating: 5,
          },
          {
            text: 'Climbs the walls and cleans the waterline perfectly. The filter is easy to rinse.',
            rating: 5,
          },
          { text: 'Sometimes gets stuck on the main drain but it frees itself.', rating: 4 },
          { text: 'Handles the leaves from our neem tree well.', rating: 5 },
        ],
        products: [
          {
            title: 'AquaLine RoboClean 300',
            sku: 'AL-RC-300',
            brand: 'AquaLine',
            shape: 'robot-cleaner',
            colour: '#0097a7',
            summary:
              'A robotic cleaner for floors and walls of pools up to 12 m, with a 2-hour cycle and a fine filter basket.',
            about:
              'The RoboClean 300 scans the pool, scrubs the floor and walls with PVC brushes and collects dirt down to 100 microns.',
            specs: [
              ['Pool length', 'up to 12 m'],
              ['Cleaning cycle', '1.5 or 2 hours'],
              ['Filtration', '100 micron basket'],
              ['Cable', '18 m swivel cable'],
              ['Power supply', '230 V to 24 V DC'],
              ['Weight', '9.5 kg'],
              ['Warranty', '2 years'],
            ],
            features: [
              'Floor and wall cleaning',
              'Swivel cable that does not tangle',
              'Top-loading filter basket',
              'Suits membrane and tiled pools',
            ],
            reviews: 4,
          },
          {
            title: 'AquaLine RoboClean 500 Pro',
            sku: 'AL-RC-500',
            brand: 'AquaLine',
            shape: 'robot-cleaner',
            colour: '#00695c',
            summary:
              'A robotic cleaner for pools up to 20 m with waterline scrubbing, weekly scheduling and a caddy.',
            about:
              'For larger pools and hotels, the RoboClean 500 Pro adds waterline cleaning, a weekly timer and a caddy trolley.',
            specs: [
              ['Pool length', 'up to 20 m'],
              ['Cleaning cycle', '1–3 hours'],
              ['Filtration', '50 and 150 micron baskets'],
              ['Cable', '24 m swivel cable'],
              ['Power supply', '230 V to 30 V DC'],
              ['Weight', '11 kg'],
              ['Warranty', '3 years'],
            ],
            features: [
              'Waterline scrubbing',
              'Weekly schedule',
              'Two filter grades',
              'Caddy trolley included',
            ],
            reviews: 3,
          },
        ],
      },
      {
        title: 'Ladders and Handrails',
        summary:
          'Stainless steel pool ladders and handrails in 304 and 316 grade, with anti-slip steps and membrane-safe anchors.',
        about: [
          'Ladders and handrails make entering and leaving the pool safe for children and elderly swimmers. We recommend 316 stainless steel near the sea and for salt pools.',
        ],
        reviews: [
          {
            text: 'My father can get in and out of the pool on his own again thanks to the handrail.',
            rating: 5,
          },
          { text: 'Still shiny after three years near the sea in Goa.', rating: 5 },
          { text: 'Solid ladder. Treads are comfortable on bare feet.', rating: 4 },
        ],
        products: [
          {
            title: 'Tarang Pro 3-step Ladder 316',
            sku: 'TP-LD-316-3',
            brand: 'Tarang Pro',
            shape: 'ladder',
            colour: '#b0bec5',
            summary:
              'A 3-step pool ladder in 316 marine-grade stainless steel with anti-slip treads and deck anchors.',
            about:
              'A classic ladder for residential and hotel pools, in marine-grade steel that survives salt water and sea air.',
            specs: [
              ['Steps', '3'],
              ['Material', '316 stainless steel, 43 mm tube'],
              ['Treads', 'Anti-slip, stainless steel'],
              ['Anchors', 'Bronze, set in the deck'],
              ['Maximum load', '150 kg'],
              ['Warranty', '5 years'],
            ],
            features: [
              'Marine-grade steel',
              'Anti-slip treads',
              'Membrane-safe bumpers',
              'Removable for maintenance',
            ],
            reviews: 3,
          },
          {
            title: 'Tarang Pro Entry Handrail 304',
            sku: 'TP-HR-304',
            brand: 'Tarang Pro',
            shape: 'ladder',
            colour: '#90a4ae',
            summary:
              'A stainless steel entry handrail for pool steps, in 304 or 316 grade, for safer entry for all ages.',
            about:
              'A curved handrail beside the entry steps gives swimmers something to hold, especially children and older people.',
            specs: [
              ['Height above deck', '850 mm'],
              ['Material', '304 or 316 stainless steel, 43 mm tube'],
              ['Anchors', 'Bronze, set in the deck'],
              ['Maximum load', '150 kg'],
              ['Warranty', '5 years'],
            ],
            features: [
              'Curved for a natural grip',
              'Bronze anchors',
              'Matches our ladders',
              'Supplied with escutcheon plates',
            ],
            reviews: 2,
          },
        ],
      },
    ],
  },
];

const REVIEWERS = [
  ['Anil Deshpande', 'Pune'],
  ['Meera Iyer', 'Chennai'],
  ['Rohit Malhotra', 'Gurugram'],
  ['Sunita Rao', 'Bengaluru'],
  ['Farhan Sheikh', 'Mumbai'],
  ['Kavita Joshi', 'Ahmedabad'],
  ['Dr. Venkatesh Reddy', 'Hyderabad'],
  ['Neha Fernandes', 'Goa'],
  ['Harpreet Singh', 'Chandigarh'],
  ['Lakshmi Nair', 'Kochi'],
  ['Vikram Rathore', 'Jaipur'],
  ['Priyanka Kulkarni', 'Nashik'],
] as const;

export function productCategories(ctx: SeedContext): ContentDraft[] {
  let reviewer = 0;
  return CATEGORIES.map((category) => {
    const banner = poolHero(ctx, category.style, 'day');
    const subCategories = category.subCategories.map((sub) => {
      const products = sub.products.map((p, index) => {
        const image = ctx.img(
          `product-${p.sku.toLowerCase()}`,
          { kind: 'product', shape: p.shape, colour: p.colour },
          p.title,
        );
        const reviews: Review[] = sub.reviews.slice(0, p.reviews).map((r, i) => {
          const [name, place] = REVIEWERS[reviewer++ % REVIEWERS.length]!;
          return {
            name,
            place,
            rating: r.rating,
            text: r.text,
            date: isoDay(daysAgo(ctx, 20 + index * 37 + i * 53)),
          };
        });
        return draft('product', {
          title: p.title,
          summary: p.summary,
          data: {
            images: [image],
            about: rich(
              p.about,
              ...sub.about,
              'Supplied and installed by Tarang Pools technicians, with a commissioning report and after-sales service in Mumbai, Pune, Bengaluru and Goa.',
            ),
            brand: p.brand,
            sku: p.sku,
            specifications: p.specs.map(([name, value]) => ({ name, value })),
            features: p.features,
            reviews,
          },
        });
      });
      const firstImage = (products[0]!.data as { images: string[] }).images[0]!;
      return draft('product-sub-category', {
        title: sub.title,
        summary: sub.summary,
        data: {
          image: firstImage,
          banner: { heading: sub.title, text: sub.summary, image: banner },
          about: rich(...sub.about),
        },
        children: products,
      });
    });
    const firstImage = (subCategories[0]!.data as { image: string }).image;
    return draft('product-category', {
      title: category.title,
      summary: category.summary,
      data: {
        image: firstImage,
        banner: {
          heading: category.title,
          text: category.bannerText,
          image: banner,
          cta: { name: 'Ask for a quotation', path: '/contact' },
        },
        about: rich(...category.about),
      },
      children: subCategories,
    });
  });
}
