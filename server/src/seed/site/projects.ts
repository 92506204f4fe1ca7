/**
 * The nineteen project types (SPEC 2's fixed paths under /swimming-pool-projects) and the
 * projects under each of them, at real Indian locations.
 */
import type { PROJECT_TYPE_SLUGS } from '@managewell/api/contract';
import { type ContentDraft, draft, type SeedContext } from './draft';
import type { PoolStyle, TimeOfDay } from './images/spec';
import { poolGallery, poolHero } from './pool-pictures';
import { rich } from './rich-text';

type ProjectTypeSlug = (typeof PROJECT_TYPE_SLUGS)[number];

interface ProjectSource {
  title: string;
  location: string;
  year: number;
  size: string;
  depth: string;
  finish: string;
  filtration: string;
  heating: string;
  buildWeeks: number;
  style: PoolStyle;
  /** The client's brief, in one paragraph. */
  brief: string;
  /** What we built, as list items. */
  built: string[];
}

interface ProjectTypeSource {
  slug: ProjectTypeSlug;
  title: string;
  summary: string;
  bannerText: string;
  style: PoolStyle;
  time: TimeOfDay;
  about: string[];
  projects: ProjectSource[];
}

const TYPES: ProjectTypeSource[] = [
  {
    slug: 'residential-pools',
    title: 'Residential Pools',
    summary:
      'Villa and bungalow pools designed around the way a family swims, entertains and relaxes, built across Maharashtra, Goa and Karnataka.',
    bannerText: 'Family pools for villas, farmhouses and bungalows, sized for the plot and built to last.',
    style: 'residential',
    time: 'dusk',
    about: [
      'A home pool is used differently from a hotel pool: children in the shallow end at four o’clock, a few lengths before breakfast, friends on the deck on Saturday night. We start with how your family will use it and design the depth profile, steps and deck around that.',
      '## What a typical villa pool includes',
      '- A shallow end of 0.9–1.1 m with a wide entry step and a sun ledge',
      '- Sand filtration sized for a six-hour turnover',
      '- LED lighting, a salt chlorinator and a cover for the monsoon months',
    ],
    projects: [
      {
        title: 'Sea-facing Villa Pool, Alibaug',
        location: 'Alibaug, Maharashtra',
        year: 2024,
        size: '12 m × 5 m',
        depth: '1.0 m to 1.6 m',
        finish: 'RENOLIT ALKORPLAN 2000 Adriatic Blue',
        filtration: 'Sand filter with salt chlorinator',
        heating: 'None',
        buildWeeks: 13,
        style: 'residential',
        brief:
          'A weekend home on the Alibaug coast with sandy soil and salty air, for a family of five who wanted a pool the children could use safely and the adults could swim lengths in.',
        built: [
          'A raft foundation designed for the sandy soil',
          'A 3 m wide entry step and a shaded sun ledge',
          'Marine-grade stainless steel fittings that resist the sea air',
        ],
      },
      {
        title: 'Farmhouse Pool, Karjat',
        location: 'Karjat, Maharashtra',
        year: 2023,
        size: '10 m × 4 m',
        depth: '1.1 m to 1.5 m',
        finish: 'Blue glass mosaic',
        filtration: 'Sand filter, automatic chlorine dosing',
        heating: 'Solar heating mats',
        buildWeeks: 12,
        style: 'natural',
        brief:
          'A farmhouse in the hills outside Karjat that floods every monsoon: the pool had to sit above the flood line and survive heavy rain without overflowing into the house.',
        built: [
          'A raised shell with an overflow pipe to the storm drain',
          'Solar heating mats on the outhouse roof',
          'A plant room on a plinth above the flood level',
        ],
      },
    ],
  },
  {
    slug: 'competition-pools',
    title: 'Competition Pools',
    summary:
      'FINA-compliant competition pools for schools, universities and sports complexes: precise dimensions, lane markings and high-rate filtration.',
    bannerText:
      'Pools built to competition tolerances, with timing-ready walls and fast-turnover filtration.',
    style: 'competition',
    time: 'day',
    about: [
      'Competition pools are measured to the millimetre: a 25 m pool must be 25 m between touch pads, with a tolerance of only a few centimetres. We survey the shell at every stage and fit the lane anchors, starting blocks and touch-pad recesses to the governing body’s rules.',
      '## What sets a competition pool apart',
      '- Dimensional tolerances checked by survey before finishing',
      '- Overflow channels on all sides to calm the water surface',
      '- A two-hour turnover and even water distribution through floor inlets',
    ],
    projects: [
      {
        title: 'University Aquatic Centre, Pune',
        location: 'Pune, Maharashtra',
        year: 2023,
        size: '50 m × 25 m',
        depth: '2.0 m constant',
        finish: 'Ceramic tiles with lane markings',
        filtration: 'High-rate sand filters, UV and automatic dosing',
        heating: 'Heat pumps, 4 × 60 kW',
        buildWeeks: 38,
        style: 'competition',
        brief:
          'A university wanted a pool fit for state-level meets and daily training of 400 students, with low running costs.',
        built: [
          'A ten-lane 50 m pool with overflow channels on four sides',
          'A balance tank of 120 m³ and a plant room below the spectator stand',
          'Heat pumps that hold 27 °C from November to February',
        ],
      },
      {
        title: 'District Sports Complex Pool, Ahmedabad',
        location: 'Ahmedabad, Gujarat',
        year: 2022,
        size: '25 m × 16 m',
        depth: '1.4 m to 2.2 m',
        finish: 'RENOLIT ALKORPLAN Xtreme',
        filtration: 'Sand filters with automatic dosing',
        heating: 'None',
        buildWeeks: 28,
        style: 'competition',
        brief:
          'A district sports authority needed a training pool that could be kept open through Ahmedabad’s 45 °C summers with heavy public use.',
        built: [
          'Eight 2 m lanes with anti-wave lane ropes',
          'A heavy-duty membrane that withstands intensive public use',
          'Shaded spectator seating for 300 people',
        ],
      },
    ],
  },
  {
    slug: 'waterparks',
    title: 'Waterparks',
    summary:
      'Wave pools, lazy rivers and splash zones for waterparks and amusement parks, with the filtration and safety systems large crowds need.',
    bannerText: 'Wave pools, lazy rivers and splash zones engineered for thousands of visitors a day.',
    style: 'waterpark',
    time: 'day',
    about: [
      'A waterpark is a water treatment plant with rides on top. A busy Sunday can bring 5,000 visitors, so filtration, disinfection and lifeguard sightlines decide whether the park is safe and open.',
      '## Our waterpark work',
      '- Wave pools, lazy rivers and splash pools with their balance tanks',
      '- Filtration and disinfection plants sized for peak bather loads',
      '- Slide landing pools built to the slide manufacturer’s drawings',
    ],
    projects: [
      {
        title: 'Wave Pool and Lazy River, Lonavala',
        location: 'Lonavala, Maharashtra',
        year: 2024,
        size: '2,400 m² water area',
        depth: '0 m to 1.8 m',
        finish: 'Anti-slip ceramic tiles',
        filtration: 'Twelve high-rate sand filters with UV',
        heating: 'None',
        buildWeeks: 44,
        style: 'waterpark',
        brief:
          'An established amusement park on the Mumbai–Pune expressway added a wave pool and a 380 m lazy river for the summer season.',
        built: [
          'A beach-entry wave pool with a 1,500 m³ balance tank',
          'A 380 m lazy river with booster pumps every 60 m',
          'A central plant room with automatic dosing and UV',
        ],
      },
    ],
  },
  {
    slug: 'personal-pools',
    title: 'Personal Pools',
    summary:
      'Plunge pools and compact pools for apartments, penthouses and small gardens, built where space is tight and access is difficult.',
    bannerText: 'Compact plunge pools for terraces, courtyards and small gardens.',
    style: 'rooftop',
    time: 'dusk',
    about: [
      'Not every pool needs to be 12 m long. A 4 m × 2.5 m plunge pool with a massage jet and a heat pump gives a cool dip in May and a warm soak in December, on a terrace or in a courtyard.',
      '## What we plan for',
      '- A structural check of the slab and the load path of the full pool',
      '- Access for materials through lifts and staircases',
      '- Quiet, compact plant rooms that fit in a cupboard',
    ],
    projects: [
      {
        title: 'Penthouse Plunge Pool, Bandra',
        location: 'Mumbai, Maharashtra',
        year: 2025,
        size: '4.5 m × 2.5 m',
        depth: '1.2 m',
        finish: 'RENOLIT ALKORPLAN Touch Sublime',
        filtration: 'Cartridge filter with UV',
        heating: 'Inverter heat pump, 9 kW',
        buildWeeks: 9,
        style: 'rooftop',
        brief:
          'A penthouse terrace on the 22nd floor with lift access only, where every bag of material went up in the service lift.',
        built: [
          'A steel-reinforced pool box designed with the building’s structural engineer',
          'A glass side wall facing the sea',
          'A heat pump and filtration in a 1.2 m² cupboard',
        ],
      },
      {
        title: 'Courtyard Pool, Jubilee Hills',
        location: 'Hyderabad, Telangana',
        year: 2024,
        size: '6 m × 3 m',
        depth: '1.3 m',
        finish: 'Grey stone mosaic',
        filtration: 'Sand filter with salt chlorinator',
        heating: 'Inverter heat pump, 12 kW',
        buildWeeks: 10,
        style: 'residential',
        brief: 'A courtyard in the middle of a new bungalow, to be seen from every room and used all year.',
        built: [
          'A pool set flush with the courtyard floor',
          'A waterfall wall in local granite',
          'Hard-water scale control for the borewell supply',
        ],
      },
    ],
  },
  {
    slug: 'commercial-pools',
    title: 'Commercial Pools',
    summary:
      'Pools for housing societies, clubs, gyms and offices that must stay open, safe and affordable to run under heavy daily use.',
    bannerText: 'Society, club and gym pools built for heavy use and low running costs.',
    style: 'lap',
    time: 'day',
    about: [
      'A housing society pool may see 150 swimmers on a Sunday and is run by a committee that changes every two years. It needs robust equipment, simple operation and clear records.',
      '## Built for daily public use',
      '- Filtration sized for bather load, not just volume',
      '- Automatic dosing with logged readings for inspections',
      '- Anti-slip decks, depth markings and lifeguard positions',
    ],
    projects: [
      {
        title: 'Housing Society Pool, Thane',
        location: 'Thane, Maharashtra',
        year: 2023,
        size: '20 m × 8 m',
        depth: '0.9 m to 1.6 m',
        finish: 'RENOLIT ALKORPLAN 2000 Light Blue',
        filtration: 'Sand filters with automatic dosing',
        heating: 'None',
        buildWeeks: 18,
        style: 'lap',
        brief:
          'A 600-flat society in Thane whose builder had promised a pool on the podium; the committee wanted it finished before the handover of the last tower.',
        built: [
          'A podium pool with a separate toddler pool',
          'Automatic chlorine and pH control with monthly reports',
          'A five-year maintenance contract with daily attendance',
        ],
      },
      {
        title: 'Corporate Campus Pool, Whitefield',
        location: 'Bengaluru, Karnataka',
        year: 2022,
        size: '25 m × 10 m',
        depth: '1.2 m to 1.8 m',
        finish: 'Blue glass mosaic',
        filtration: 'Sand filters with UV',
        heating: 'Heat pumps, 2 × 45 kW',
        buildWeeks: 24,
        style: 'indoor',
        brief: 'A technology company’s wellness centre for 6,000 employees, open from 6 am to 10 pm.',
        built: [
          'A semi-enclosed pool with a retractable roof',
          'Heat pumps for winter mornings',
          'Card-controlled access and lane booking',
        ],
      },
    ],
  },
  {
    slug: 'hotels-and-resorts',
    title: 'Hotels and Resorts',
    summary:
      'Resort and hotel pools that become the photograph on the brochure: freeform lagoons, swim-up bars and rooftop infinity edges.',
    bannerText:
      'Pools that sell rooms: lagoons, swim-up bars and rooftop infinity edges for hotels and resorts.',
    style: 'resort',
    time: 'dusk',
    about: [
      'For a hotel, the pool is a marketing asset and an operational headache at the same time. It must look stunning at sunset and pass a health inspection every morning.',
      '## What hotels ask us for',
      '- Freeform lagoons, swim-up bars and pool villas with private plunge pools',
      '- Rooftop pools with structural and waterproofing guarantees',
      '- Plant rooms that a hotel’s engineering team can run themselves',
    ],
    projects: [
      {
        title: 'Lagoon Pool, Candolim Beach Resort',
        location: 'Candolim, Goa',
        year: 2024,
        size: '640 m² freeform',
        depth: '0.6 m to 1.5 m',
        finish: 'RENOLIT ALKORPLAN 3000 Persia Blue',
        filtration: 'Sand filters with UV and automatic dosing',
        heating: 'None',
        buildWeeks: 30,
        style: 'resort',
        brief:
          'A 120-room beach resort rebuilding its pool area before the October season, with a swim-up bar and a children’s section.',
        built: [
          'A freeform lagoon with two islands and a swim-up bar',
          'A children’s splash area separated by a low wall',
          'Plant room automation the hotel engineers run from a tablet',
        ],
      },
      {
        title: 'Palace Hotel Courtyard Pool, Udaipur',
        location: 'Udaipur, Rajasthan',
        year: 2023,
        size: '18 m × 7 m',
        depth: '1.2 m to 1.5 m',
        finish: 'Membrane lining with hand-cut white marble coping',
        filtration: 'Sand filter with salt chlorinator',
        heating: 'Heat pumps, 2 × 30 kW',
        buildWeeks: 22,
        style: 'resort',
        brief:
          'A heritage hotel wanted a pool in its inner courtyard without touching the 19th-century walls around it.',
        built: [
          'A self-supporting shell set away from the heritage foundations',
          'Local white marble coping carved by Udaipur craftsmen',
          'Pipework routed through an old service tunnel',
        ],
      },
      {
        title: 'Backwater Resort Pool, Kumarakom',
        location: 'Kumarakom, Kerala',
        year: 2022,
        size: '22 m × 9 m',
        depth: '1.0 m to 1.6 m',
        finish: 'RENOLIT ALKORPLAN Touch Authentic',
        filtration: 'Sand filters with UV',
        heating: 'None',
        buildWeeks: 20,
        style: 'natural',
        brief:
          'A resort on Vembanad Lake with a high water table, where the pool must not float out of the ground when empty.',
        built: [
          'A heavy base slab with hydrostatic relief valves',
          'A pool edge that visually continues into the backwaters',
          'Monsoon-proof plant room above the flood line',
        ],
      },
    ],
  },
  {
    slug: 'in-ground-pools',
    title: 'In-ground Pools',
    summary:
      'Traditional in-ground RCC pools for gardens and lawns, designed for the soil, the water table and the monsoon.',
    bannerText: 'Reinforced concrete pools set into the garden, engineered for your soil.',
    style: 'residential',
    time: 'day',
    about: [
      'Most pools in India are in-ground reinforced concrete shells. What makes one last forty years and another leak in four is the soil report, the reinforcement and the waterproofing.',
      '## Our approach',
      '- A soil investigation and water-table check before design',
      '- M30 concrete with waterproofing admixture, cast in one pour where possible',
      '- A watertight membrane or tile finish over a tested shell',
    ],
    projects: [
      {
        title: 'Garden Pool, Sainik Farms',
        location: 'New Delhi, Delhi NCR',
        year: 2024,
        size: '14 m × 5 m',
        depth: '1.1 m to 1.8 m',
        finish: 'RENOLIT ALKORPLAN 2000 White',
        filtration: 'Sand filter with UV',
        heating: 'Inverter heat pump, 28 kW',
        buildWeeks: 15,
        style: 'residential',
        brief:
          'A family in South Delhi wanted a pool they could use from March to November and, with heating, through the winter too.',
        built: [
          'A pool set into a lawn with a timber deck on one side',
          'A heat pump sized for January temperatures in Delhi',
          'An insulated thermal cover on a roller',
        ],
      },
      {
        title: 'Bungalow Pool, Koregaon Park',
        location: 'Pune, Maharashtra',
        year: 2021,
        size: '11 m × 4.5 m',
        depth: '1.0 m to 1.7 m',
        finish: 'Blue glass mosaic',
        filtration: 'Sand filter',
        heating: 'None',
        buildWeeks: 12,
        style: 'residential',
        brief:
          'An old bungalow with mature trees: the pool had to fit between them without harming their roots.',
        built: [
          'A root survey and a redesigned shell to protect two old rain trees',
          'Leaf-catching skimmers and a robotic cleaner',
          'Stone decking in Kota stone',
        ],
      },
    ],
  },
  {
    slug: 'lap-pools',
    title: 'Lap Pools',
    summary:
      'Long, narrow lap pools for daily fitness swimming at home or in a club, fitted into side gardens and along boundary walls.',
    bannerText: 'Long, narrow pools for daily lengths, fitted into side gardens and terraces.',
    style: 'lap',
    time: 'day',
    about: [
      'A lap pool is about length, not area. A 20 m × 2.5 m pool fits along a boundary wall and gives a serious swimmer a proper workout.',
      '## Design points',
      '- At least 15 m long, ideally 20 to 25 m',
      '- A constant depth of 1.2 to 1.4 m for tumble turns',
      '- A lane line on the floor and a pace clock on the wall',
    ],
    projects: [
      {
        title: 'Side-garden Lap Pool, Boat Club Road',
        location: 'Pune, Maharashtra',
        year: 2025,
        size: '20 m × 2.5 m',
        depth: '1.35 m constant',
        finish: 'RENOLIT ALKORPLAN 2000 Dark Grey',
        filtration: 'Sand filter with salt chlorinator',
        heating: 'Inverter heat pump, 17 kW',
        buildWeeks: 11,
        style: 'lap',
        brief:
          'A triathlete wanted to train at home before work, in a 3 m wide strip of garden beside his house.',
        built: [
          'A 20 m pool with a retaining wall on the boundary side',
          'A floor lane line and a wall-mounted pace clock',
          'A heat pump for 6 am swims in December',
        ],
      },
      {
        title: 'Apartment Club Lap Pool, Gachibowli',
        location: 'Hyderabad, Telangana',
        year: 2022,
        size: '25 m × 6 m',
        depth: '1.2 m to 1.5 m',
        finish: 'Ceramic tiles',
        filtration: 'Sand filters with automatic dosing',
        heating: 'None',
        buildWeeks: 16,
        style: 'lap',
        brief: 'A gated community’s clubhouse with a three-lane pool for residents’ swimming classes.',
        built: [
          'Three lanes with anchors for lane ropes',
          'A shallow learner area at one end',
          'A dosing system with monthly water reports to the association',
        ],
      },
    ],
  },
  {
    slug: 'leisure-pools',
    title: 'Leisure Pools',
    summary:
      'Freeform leisure pools with beaches, islands, bubblers and play features for resorts, clubs and large homes.',
    bannerText: 'Freeform pools for play and relaxation: beach entries, bubblers and islands.',
    style: 'resort',
    time: 'day',
    about: [
      'Leisure pools are for splashing, floating and chatting rather than lengths. Curves, beach entries, in-pool loungers and bubblers make them the social heart of a resort or club.',
      '## Popular features',
      '- Beach entries that slope gently into the water',
      '- In-pool sun loungers and bubblers',
      '- Islands with palms and shaded seating',
    ],
    projects: [
      {
        title: 'Club Leisure Pool, Jaipur',
        location: 'Jaipur, Rajasthan',
        year: 2023,
        size: '420 m² freeform',
        depth: '0 m to 1.4 m',
        finish: 'RENOLIT ALKORPLAN 3000 Greek',
        filtration: 'Sand filters with UV',
        heating: 'Heat pumps, 3 × 45 kW',
        buildWeeks: 26,
        style: 'resort',
        brief:
          'A members’ club wanted a family pool with a beach entry and shaded areas for Jaipur’s fierce summer sun.',
        built: [
          'A beach entry with in-pool loungers',
          'Shade sails over a third of the water',
          'Reversible heat pumps to cool the water in May',
        ],
      },
    ],
  },
  {
    slug: 'above-ground-pools',
    title: 'Above-ground Pools',
    summary:
      'Steel-panel and modular above-ground pools that go up in days, for rented homes, farmhouses and temporary training venues.',
    bannerText: 'Modular pools that go up in days and can move with you.',
    style: 'above-ground',
    time: 'day',
    about: [
      'An above-ground pool needs no excavation, can be installed in a week and can be dismantled and moved. Modern steel-panel pools with a membrane liner look far better than the old inflatable kind.',
      '## When it makes sense',
      '- Rented homes and farmhouses where digging is not allowed',
      '- Rocky sites where excavation would be very expensive',
      '- Temporary training pools for schools and events',
    ],
    projects: [
      {
        title: 'Steel-panel Farmhouse Pool, Nashik',
        location: 'Nashik, Maharashtra',
        year: 2024,
        size: '8 m × 4 m',
        depth: '1.3 m',
        finish: 'Blue PVC liner',
        filtration: 'Cartridge filter',
        heating: 'None',
        buildWeeks: 2,
        style: 'above-ground',
        brief:
          'A vineyard owner wanted a pool for guests on rocky basalt ground where blasting was not an option.',
        built: [
          'A galvanised steel-panel pool on a levelled PCC base',
          'A timber deck around two sides',
          'A compact cartridge filter in a weatherproof box',
        ],
      },
      {
        title: 'Learn-to-swim Pool, Whitefield School',
        location: 'Bengaluru, Karnataka',
        year: 2023,
        size: '12 m × 6 m',
        depth: '0.9 m',
        finish: 'Light blue PVC liner',
        filtration: 'Sand filter with UV',
        heating: 'None',
        buildWeeks: 3,
        style: 'kids',
        brief:
          'A school needed a safe learner pool for its summer camp on a site it planned to build on in five years.',
        built: [
          'A 0.9 m deep modular pool for children aged 5 to 10',
          'Fencing and a lockable gate',
          'A plan to dismantle and relocate it to the new campus',
        ],
      },
    ],
  },
  {
    slug: 'olympic-size-pools',
    title: 'Olympic Size Pools',
    summary:
      '50 m Olympic-size pools for sports authorities, universities and academies, built to international competition standards.',
    bannerText: '50 m pools built to international standards for sports authorities and universities.',
    style: 'competition',
    time: 'day',
    about: [
      'An Olympic-size pool is 50 m long, 25 m wide and at least 2 m deep, holding about 2.5 million litres. Building one is a two-season project that needs careful structural, hydraulic and survey work.',
      '## Key requirements',
      '- Ten lanes of 2.5 m, with touch-pad recesses at both ends',
      '- Overflow channels and a balance tank for surge water',
      '- Lighting levels suitable for televised events',
    ],
    projects: [
      {
        title: 'State Aquatics Academy, Chennai',
        location: 'Chennai, Tamil Nadu',
        year: 2022,
        size: '50 m × 25 m',
        depth: '2.0 m to 3.0 m',
        finish: 'Ceramic tiles with competition markings',
        filtration: 'Twelve high-rate sand filters, UV, automatic dosing',
        heating: 'None',
        buildWeeks: 52,
        style: 'competition',
        brief:
          'A state sports academy needed a pool for national-level competitions, in coastal soil with a high water table.',
        built: [
          'A 50 m pool on piled foundations with hydrostatic relief',
          'A 220 m³ balance tank and a basement plant room',
          'Lighting for televised events',
        ],
      },
    ],
  },
  {
    slug: 'infinity-pools',
    title: 'Infinity Pools',
    summary:
      'Infinity and vanishing-edge pools for hillside villas, resorts and rooftops, with precisely levelled weirs and catch basins.',
    bannerText: 'Vanishing edges for hillside villas and rooftops, levelled to the millimetre.',
    style: 'infinity',
    time: 'dusk',
    about: [
      'An infinity edge only works if the weir is level to within 2 mm along its whole length and the catch basin is sized for the water that spills over it. Get it wrong and the edge dribbles or the catch basin overflows.',
      '## How we build them',
      '- A weir cast and then ground level with a laser',
      '- A catch basin sized for surge and evaporation',
      '- Separate pumps for the edge and for filtration, so the edge can be switched off at night',
    ],
    projects: [
      {
        title: 'Hillside Infinity Pool, Lonavala',
        location: 'Lonavala, Maharashtra',
        year: 2025,
        size: '15 m × 5 m',
        depth: '1.2 m to 1.5 m',
        finish: 'RENOLIT ALKORPLAN Touch Vanity',
        filtration: 'Sand filter with salt chlorinator',
        heating: 'Inverter heat pump, 24 kW',
        buildWeeks: 18,
        style: 'infinity',
        brief:
          'A weekend villa on a slope facing the valley, where the owners wanted the pool to disappear into the view.',
        built: [
          'A 15 m vanishing edge facing the valley',
          'A catch basin hidden under the lower terrace',
          'Night lighting on the weir wall',
        ],
      },
      {
        title: 'Rooftop Infinity Pool, Indiranagar',
        location: 'Bengaluru, Karnataka',
        year: 2024,
        size: '16 m × 4 m',
        depth: '1.3 m',
        finish: 'RENOLIT ALKORPLAN 2000 Dark Grey',
        filtration: 'Sand filters with UV',
        heating: 'Heat pump, 30 kW',
        buildWeeks: 20,
        style: 'rooftop',
        brief: 'A boutique hotel wanted a rooftop bar with a pool whose edge lines up with the city skyline.',
        built: [
          'A steel-reinforced pool on a strengthened roof slab',
          'A dark membrane that turns the water into a mirror',
          'Glass balustrade and an edge that meets the skyline',
        ],
      },
      {
        title: 'Cliff-top Villa Pool, Vagator',
        location: 'Vagator, Goa',
        year: 2023,
        size: '13 m × 4 m',
        depth: '1.2 m to 1.6 m',
        finish: 'RENOLIT ALKORPLAN Touch Elegance',
        filtration: 'Sand filter with salt chlorinator',
        heating: 'None',
        buildWeeks: 16,
        style: 'infinity',
        brief: 'A villa above the Arabian Sea on laterite rock, built for sunsets.',
        built: [
          'A vanishing edge facing due west',
          'Excavation in laterite with minimal blasting',
          'Salt-resistant fittings and coping',
        ],
      },
    ],
  },
  {
    slug: 'podium-pools',
    title: 'Podium Pools',
    summary:
      'Pools on podium slabs of residential towers and commercial buildings, with the structural coordination and waterproofing they need.',
    bannerText: 'Pools on the podiums of towers, coordinated with the building’s structure.',
    style: 'rooftop',
    time: 'day',
    about: [
      'A podium pool sits above parking or shops, so a leak is not just lost water, it is damage to cars and businesses below. We coordinate with the building’s structural engineer from the first drawing.',
      '## What we coordinate',
      '- Structural loads and deflection limits of the podium slab',
      '- A double waterproofing system: under the shell and the membrane finish',
      '- Pipe routes through the slab and a plant room in the basement',
    ],
    projects: [
      {
        title: 'Residential Tower Podium Pool, Powai',
        location: 'Mumbai, Maharashtra',
        year: 2024,
        size: '22 m × 9 m',
        depth: '1.0 m to 1.5 m',
        finish: 'RENOLIT ALKORPLAN 3000 Mosaic',
        filtration: 'Sand filters with automatic dosing',
        heating: 'None',
        buildWeeks: 20,
        style: 'rooftop',
        brief:
          'A developer’s tower in Powai, with the pool on the podium above three basement levels of parking.',
        built: [
          'A pool designed with the building’s structural engineer for slab deflection',
          'A membrane finish over a crystalline waterproofed shell',
          'A basement plant room with leak detection',
        ],
      },
      {
        title: 'Business Hotel Podium Pool, Gurugram',
        location: 'Gurugram, Delhi NCR',
        year: 2023,
        size: '18 m × 8 m',
        depth: '1.2 m to 1.4 m',
        finish: 'Glass mosaic',
        filtration: 'Sand filters with UV',
        heating: 'Heat pumps, 2 × 45 kW',
        buildWeeks: 22,
        style: 'resort',
        brief: 'A business hotel’s fifth-floor podium with a bar on one side and conference rooms below.',
        built: [
          'An acoustic isolation layer so splashing is not heard below',
          'Heat pumps for November to February',
          'Leak detection sensors in the slab below',
        ],
      },
    ],
  },
  {
    slug: 'semi-olympic-size-pools',
    title: 'Semi-olympic Size Pools',
    summary:
      '25 m semi-olympic pools for schools, clubs and training academies, the most practical size for coaching and short-course events.',
    bannerText: '25 m training pools for schools, clubs and academies.',
    style: 'competition',
    time: 'day',
    about: [
      'A 25 m pool is the working horse of Indian swimming: big enough for short-course meets and coaching, small enough for a school or club to run.',
      '## Typical specification',
      '- 25 m × 12.5 m or 25 m × 16 m, six or eight lanes',
      '- 1.2 m shallow end for learners, 2.0 m at the turning wall',
      '- Overflow or skimmer design depending on budget',
    ],
    projects: [
      {
        title: 'International School Pool, Kochi',
        location: 'Kochi, Kerala',
        year: 2024,
        size: '25 m × 12.5 m',
        depth: '1.2 m to 2.0 m',
        finish: 'RENOLIT ALKORPLAN Xtreme',
        filtration: 'Sand filters with UV',
        heating: 'None',
        buildWeeks: 24,
        style: 'competition',
        brief:
          'An international school adding swimming to its curriculum for 1,800 students, with inter-school meets in mind.',
        built: [
          'Six lanes with starting blocks and backstroke flags',
          'A roof structure to keep out the Kerala monsoon',
          'A learner platform that can be removed for meets',
        ],
      },
      {
        title: 'Cricket Club Pool, Ahmedabad',
        location: 'Ahmedabad, Gujarat',
        year: 2021,
        size: '25 m × 16 m',
        depth: '1.2 m to 1.8 m',
        finish: 'Ceramic tiles',
        filtration: 'Sand filters with automatic dosing',
        heating: 'None',
        buildWeeks: 26,
        style: 'lap',
        brief: 'A members’ club replacing a 40-year-old leaking pool with a modern eight-lane training pool.',
        built: [
          'Demolition of the old pool and a new shell on the same footprint',
          'Eight lanes and a separate children’s pool',
          'Energy-efficient variable-speed pumps',
        ],
      },
    ],
  },
  {
    slug: 'overflow-pools',
    title: 'Overflow Pools',
    summary:
      'Overflow and deck-level pools where the water meets the deck, with perimeter grilles, balance tanks and calm, clean surfaces.',
    bannerText: 'Deck-level pools with the water right at your feet.',
    style: 'resort',
    time: 'night',
    about: [
      'In an overflow pool the water level is the same as the deck, and it spills into a grille around the edge. Floating dust and oils are carried away at once, which keeps the water visibly cleaner than in a skimmer pool.',
      '## Engineering an overflow pool',
      '- A perimeter channel with a grating and a balance tank',
      '- Floor inlets for even circulation',
      '- Level control that tops up automatically',
    ],
    projects: [
      {
        title: 'Deck-level Villa Pool, Juhu',
        location: 'Mumbai, Maharashtra',
        year: 2025,
        size: '12 m × 5 m',
        depth: '1.4 m',
        finish: 'RENOLIT ALKORPLAN Touch Relax',
        filtration: 'Sand filter with UV',
        heating: 'Inverter heat pump, 21 kW',
        buildWeeks: 16,
        style: 'resort',
        brief:
          'A bungalow in Juhu where the owner wanted the pool to look like a sheet of glass from the living room.',
        built: [
          'A deck-level pool with a stone perimeter grille',
          'A balance tank below the garden',
          'Automatic level control and lighting scenes',
        ],
      },
      {
        title: 'Wellness Resort Pool, Coorg',
        location: 'Madikeri, Karnataka',
        year: 2022,
        size: '20 m × 8 m',
        depth: '1.2 m to 1.5 m',
        finish: 'Green slate-effect membrane',
        filtration: 'Sand filters with salt chlorinator',
        heating: 'Heat pump, 45 kW',
        buildWeeks: 22,
        style: 'natural',
        brief: 'A wellness resort in coffee country wanted a pool that reflects the forest around it.',
        built: [
          'A deck-level overflow pool in a forest clearing',
          'A green-grey membrane that suits the landscape',
          'A heat pump for cool Coorg evenings',
        ],
      },
    ],
  },
  {
    slug: 'skimmer-pools',
    title: 'Skimmer Pools',
    summary:
      'Skimmer pools: the simple, economical design for homes and small clubs, with the water a few centimetres below the coping.',
    bannerText: 'The simple, economical pool design, well executed.',
    style: 'residential',
    time: 'day',
    about: [
      'In a skimmer pool the water sits about 15 cm below the coping and surface water is drawn into wall skimmers. It needs no balance tank, so it costs less to build and run.',
      '## Getting skimmers right',
      '- One skimmer for every 25 m² of water surface',
      '- Skimmers on the downwind side, where leaves collect',
      '- Weirs and baskets that are easy to reach and clean',
    ],
    projects: [
      {
        title: 'Family Pool, Whitefield',
        location: 'Bengaluru, Karnataka',
        year: 2024,
        size: '10 m × 4 m',
        depth: '1.0 m to 1.5 m',
        finish: 'RENOLIT ALKORPLAN 2000 Light Blue',
        filtration: 'Sand filter with salt chlorinator',
        heating: 'None',
        buildWeeks: 11,
        style: 'residential',
        brief:
          'A family with young children wanted a safe, low-maintenance pool in their back garden on a fixed budget.',
        built: [
          'Two skimmers placed on the downwind side',
          'A wide entry step and a safety fence with a self-closing gate',
          'A salt chlorinator so the parents handle almost no chemicals',
        ],
      },
      {
        title: 'Weekend Home Pool, Panchgani',
        location: 'Panchgani, Maharashtra',
        year: 2022,
        size: '9 m × 4 m',
        depth: '1.1 m to 1.4 m',
        finish: 'Blue glass mosaic',
        filtration: 'Sand filter',
        heating: 'Solar heating mats',
        buildWeeks: 12,
        style: 'natural',
        brief: 'A hill-station home with cold winters and heavy monsoon rain, used mainly in summer.',
        built: [
          'Solar mats on the garage roof',
          'Overflow drainage for monsoon rain',
          'A winter cover with tie-downs',
        ],
      },
    ],
  },
  {
    slug: 'bio-pools',
    title: 'Bio Pools',
    summary:
      'Natural swimming pools cleaned by plants and biological filters instead of chlorine, for eco resorts and nature-loving homeowners.',
    bannerText: 'Chlorine-free natural pools, cleaned by plants and biology.',
    style: 'natural',
    time: 'day',
    about: [
      'A bio pool, or natural swimming pool, has a swimming zone and a regeneration zone planted with aquatic plants. Water is pumped slowly through a biological filter; there is no chlorine at all.',
      '## What to expect',
      '- Clear but living water, with the occasional dragonfly',
      '- A regeneration zone roughly equal to the swimming area',
      '- Lower running costs once the biology is established',
    ],
    projects: [
      {
        title: 'Eco Resort Natural Pool, Wayanad',
        location: 'Wayanad, Kerala',
        year: 2024,
        size: '16 m × 6 m swimming zone',
        depth: '1.2 m to 2.0 m',
        finish: 'RENOLIT ALKORPLAN Touch Authentic',
        filtration: 'Biological filter and planted regeneration zone',
        heating: 'None',
        buildWeeks: 20,
        style: 'natural',
        brief:
          'An eco resort that refuses to use chlorine anywhere on its property wanted a pool that fits its philosophy.',
        built: [
          'A swimming zone with a separate planted regeneration zone',
          'A biological filter with a phosphate trap',
          'Local laterite stone walls and native aquatic plants',
        ],
      },
    ],
  },
  {
    slug: 'water-park-pools',
    title: 'Water Park Pools',
    summary:
      'Splash pools, slide landing pools and activity pools for water parks, resorts and township amenities.',
    bannerText: 'Splash pads, slide landings and activity pools that stay safe under heavy use.',
    style: 'kids',
    time: 'day',
    about: [
      'Water park pools take more bathers per square metre than any other pool. Shallow depths, fast turnover and constant disinfection keep them safe.',
      '## Typical features',
      '- Splash pads with zero-depth water and ground jets',
      '- Slide landing pools built to the slide maker’s geometry',
      '- Activity pools with tipping buckets and play structures',
    ],
    projects: [
      {
        title: 'Township Splash Park, Hinjewadi',
        location: 'Pune, Maharashtra',
        year: 2023,
        size: '300 m² splash area',
        depth: '0 m to 0.45 m',
        finish: 'Anti-slip ceramic tiles',
        filtration: 'Sand filters with UV and automatic dosing',
        heating: 'None',
        buildWeeks: 14,
        style: 'kids',
        brief: 'A township’s amenity area for 4,000 families wanted a splash park for children under ten.',
        built: [
          'A zero-depth splash pad with 24 ground jets',
          'A play structure with a tipping bucket',
          'A one-hour turnover with UV disinfection',
        ],
      },
      {
        title: 'Slide Landing Pool, Hyderabad Water Park',
        location: 'Hyderabad, Telangana',
        year: 2022,
        size: '18 m × 10 m',
        depth: '1.0 m to 1.2 m',
        finish: 'Ceramic tiles',
        filtration: 'Sand filters with automatic dosing',
        heating: 'None',
        buildWeeks: 16,
        style: 'waterpark',
        brief:
          'A water park adding four body slides needed a landing pool built exactly to the slide manufacturer’s drawings.',
        built: [
          'A landing pool with four run-out lanes',
          'Anchor plates for the slide towers cast into the shell',
          'Lifeguard platforms with clear sightlines',
        ],
      },
    ],
  },
  {
    slug: 'acrylic-pools',
    title: 'Acrylic Pools',
    summary:
      'Pools with acrylic windows and walls that show swimmers from the side or below, for luxury homes, hotels and aquarium-style features.',
    bannerText: 'Pools with windows: acrylic walls and floors for dramatic views.',
    style: 'rooftop',
    time: 'night',
    about: [
      'A thick cast acrylic panel can replace part of a pool wall or floor, so you can look into the pool from a living room, a bar or a corridor below. Panels are 60 to 150 mm thick depending on size and water depth.',
      '## What an acrylic pool needs',
      '- A structural design for the panel frame and its loads',
      '- Panels cast and edge-polished by a specialist manufacturer',
      '- Careful installation and sealing, with lifting equipment on site',
    ],
    projects: [
      {
        title: 'Glass-wall Pool, Golf Course Road',
        location: 'Gurugram, Delhi NCR',
        year: 2025,
        size: '11 m × 4 m',
        depth: '1.5 m',
        finish: 'RENOLIT ALKORPLAN 2000 White with a 6 m acrylic wall',
        filtration: 'Sand filter with UV',
        heating: 'Inverter heat pump, 24 kW',
        buildWeeks: 19,
        style: 'rooftop',
        brief: 'A penthouse owner wanted the pool to be visible from the double-height living room below it.',
        built: [
          'A 6 m × 1.4 m cast acrylic wall, 100 mm thick',
          'A steel frame designed with the structural consultant',
          'Lighting that turns the wall into a glowing panel at night',
        ],
      },
    ],
  },
];

const FACTS = (p: ProjectSource) => [
  { name: 'Size', value: p.size },
  { name: 'Depth', value: p.depth },
  { name: 'Finish', value: p.finish },
  { name: 'Filtration', value: p.filtration },
  { name: 'Heating', value: p.heating },
  { name: 'Build time', value: `${p.buildWeeks} weeks` },
];

/** A meta description under 160 characters: the full sentence when it fits, a shorter one otherwise. */
function projectSummary(p: ProjectSource): string {
  // 'Blue glass mosaic' reads 'blue glass mosaic' mid-sentence; 'RENOLIT …' keeps its capitals.
  const finish = /^[A-Z]{2}/.test(p.finish) ? p.finish : p.finish.charAt(0).toLowerCase() + p.finish.slice(1);
  const full = `${p.title} (${p.year}): ${p.size}, finished in ${finish}. Built by Tarang Pools in ${p.buildWeeks} weeks.`;
  return full.length <= 160
    ? full
    : `${p.title} (${p.year}): ${p.size}, built by Tarang Pools in ${p.buildWeeks} weeks.`;
}

export function projectTypes(ctx: SeedContext): ContentDraft[] {
  const offsets = new Map<PoolStyle, number>();
  const nextOffset = (style: PoolStyle) => {
    const offset = offsets.get(style) ?? 0;
    offsets.set(style, offset + 3);
    return offset;
  };
  return TYPES.map((type) => {
    const projects = type.projects.map((p, index) => {
      // 4–5 pictures per project from the library, each project of a style starting elsewhere.
      const gallery = poolGallery(ctx, p.style, index % 2 === 0 ? 5 : 4, nextOffset(p.style));
      return draft('project', {
        title: p.title,
        summary: projectSummary(p),
        data: {
          image: gallery[0]!,
          location: p.location,
          year: p.year,
          size: p.size,
          facts: FACTS(p),
          about: rich(
            '## The brief',
            p.brief,
            '## What we built',
            ...p.built.map((b) => `- ${b}`),
            `The pool was handed over in ${p.buildWeeks} weeks from the start of work on site, with as-built drawings, an operating manual and a training session for the people who run it.`,
          ),
          gallery,
        },
      });
    });
    const banner = poolHero(ctx, type.style, type.time);
    // The type's gallery: its projects' pictures, each once.
    const gallery = [
      ...new Set(projects.flatMap((p) => (p.data as { gallery: string[] }).gallery.slice(0, 3))),
    ];
    return draft('project-type', {
      slug: type.slug,
      title: type.title,
      summary: type.summary,
      data: {
        image: gallery[0]!,
        banner: {
          heading: type.title,
          text: type.bannerText,
          image: banner,
          cta: { name: 'Enquire Now', path: '/contact' },
        },
        about: rich(...type.about),
        gallery,
      },
      children: projects,
    });
  });
}
