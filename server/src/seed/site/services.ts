/** The eight services (/services/:detail), each with its advantages, gallery and FAQs. */

import type { ContentData } from '../../modules/site/content-kinds';
import { type ContentDraft, draft, type SeedContext } from './draft';
import type { PoolStyle, TimeOfDay } from './images/spec';
import { poolHero, poolPhoto } from './pool-pictures';
import { rich } from './rich-text';

type Advantage = ContentData<'service'>['advantages'][number];
type Faq = ContentData<'service'>['faqs'][number];

interface ServiceSource {
  title: string;
  key: string;
  summary: string;
  bannerHeading: string;
  bannerText: string;
  scene: { style: PoolStyle; time: TimeOfDay };
  /** Gallery scenes (pictures come from the shared library). */
  gallery: { style: PoolStyle; time: TimeOfDay; alt: string }[];
  about: string[];
  advantages: Advantage[];
  projectTypes: string[];
  faqs: Omit<Faq, 'category'>[];
}

const SERVICES: ServiceSource[] = [
  {
    title: 'Swimming Pool Design and Construction',
    key: 'construction',
    summary:
      'Turnkey pool design and construction across India: structural design, RCC shell, filtration, finishes and handover, by one accountable team.',
    bannerHeading: 'Pools designed and built by one team, from soil test to first swim',
    bannerText:
      'Residential, hotel, club and school pools across India, with a fixed programme and one engineer answerable for it.',
    scene: { style: 'residential', time: 'dusk' },
    gallery: [
      {
        style: 'residential',
        time: 'day',
        alt: 'Villa pool with a sun deck finished by Tarang Pools in Alibaug',
      },
      { style: 'resort', time: 'day', alt: 'Freeform resort pool with a swim-up bar' },
      { style: 'infinity', time: 'dusk', alt: 'Infinity edge pool overlooking a valley at dusk' },
      { style: 'rooftop', time: 'night', alt: 'Rooftop podium pool lit at night' },
    ],
    about: [
      'A swimming pool is a small civil project with a plumbing plant attached, and most problems people call us about later start with shortcuts at the design stage. We design every pool from the ground up: soil report, structural drawings, hydraulic calculations and a finish schedule, before a single bag of cement reaches site.',
      '## What we take care of',
      '- Site survey, soil bearing check and a level survey of the plot or terrace',
      '- Architectural layout, structural design of the RCC shell and balance tank',
      '- Hydraulic design: turnover rate, pipe sizing, pump and filter selection',
      '- Waterproofing, RENOLIT ALKORPLAN membrane or tile and mosaic finishes',
      '- Electricals, underwater lighting, automation and the first fill and commissioning',
      '## How long it takes',
      'A typical villa pool of 10 m × 4 m takes 10 to 14 weeks from excavation to handover. Hotel and club pools with balance tanks and overflow channels usually take 16 to 24 weeks. We share a week-by-week programme with the contract and report against it every Friday.',
      'Budget guide: a 10 m × 4 m residential pool with a membrane finish and sand filtration usually costs ₹18 lakh to ₹28 lakh in 2026, depending on soil, access and finishes.',
    ],
    advantages: [
      {
        title: 'One accountable team',
        text: 'Design, civil work, plant room and finishes are done by our own engineers and crews, so there is one number to call.',
        icon: 'shield',
      },
      {
        title: 'Engineered, not guessed',
        text: 'Structural and hydraulic calculations are done for every pool and handed over with the as-built drawings.',
        icon: 'tools',
      },
      {
        title: 'Fixed programme',
        text: 'A week-by-week schedule is part of the contract, with a Friday progress report and photographs.',
        icon: 'clock',
      },
      {
        title: 'Transparent pricing',
        text: 'Itemised quotations with quantities, so you can compare line by line and see where the money goes.',
        icon: 'rupee',
      },
      {
        title: 'Ten-year structural warranty',
        text: 'The RCC shell is covered for ten years; equipment carries the manufacturer’s warranty, serviced by us.',
        icon: 'award',
      },
    ],
    projectTypes: ['residential-pools', 'hotels-and-resorts', 'infinity-pools', 'podium-pools'],
    faqs: [
      {
        question: 'How much does a swimming pool cost in India?',
        answer:
          'A 10 m × 4 m residential pool usually costs ₹18 lakh to ₹28 lakh in 2026, including filtration and a membrane finish. Terrace pools, infinity edges and heating add to that. We give an itemised estimate after a site visit.',
      },
      {
        question: 'Do I need permission to build a pool?',
        answer:
          'Most villa pools need no separate permission, but a terrace or podium pool needs a structural engineer’s certificate for the slab, and housing societies often need a no-objection certificate. We prepare the drawings these approvals ask for.',
      },
      {
        question: 'Can you build during the monsoon?',
        answer:
          'Excavation and shell casting are best avoided in heavy rain. We usually plan excavation from October to May and use the monsoon for plant-room work, drawings and procurement.',
      },
    ],
  },
  {
    title: 'Pool Renovation and Leak Repair',
    key: 'renovation',
    summary:
      'Leak detection, structural repair and full renovation of old pools: new membrane or tiles, modern filtration, LED lighting and automation.',
    bannerHeading: 'Give an old pool another twenty years',
    bannerText:
      'Leak detection with pressure and dye tests, structural repair and a complete refit without rebuilding from scratch.',
    scene: { style: 'resort', time: 'day' },
    gallery: [
      { style: 'residential', time: 'day', alt: 'Renovated villa pool with a new membrane lining' },
      { style: 'indoor', time: 'day', alt: 'Indoor club pool after renovation' },
      { style: 'resort', time: 'dusk', alt: 'Hotel pool relined and relit at dusk' },
    ],
    about: [
      'If you top up more than 2–3 cm of water a day that evaporation cannot explain, your pool is almost certainly leaking. Old tiled pools also lose grout, crack along construction joints and grow algae in every joint. Renovation is usually a third to half of the cost of a new pool.',
      '## Our renovation process',
      '- A bucket test and pressure testing of every line to locate the leak',
      '- Dye tests at fittings, lights and joints; an inspection report with photographs',
      '- Structural repair of cracks with injection grouting where needed',
      '- A new finish: RENOLIT ALKORPLAN membrane laid over the old tiles, or new mosaic',
      '- Replacement of tired pumps and filters with energy-efficient equipment',
      'Most renovations are finished in three to six weeks and the pool can be filled the day the membrane is welded.',
    ],
    advantages: [
      {
        title: 'Leaks found, not guessed',
        text: 'Pressure tests on every pipe and dye tests at fittings locate the leak before anything is broken open.',
        icon: 'drop',
      },
      {
        title: 'No demolition needed',
        text: 'A membrane can be laid over sound old tiles, which saves weeks of breaking and disposal.',
        icon: 'tools',
      },
      {
        title: 'Lower running costs',
        text: 'Variable-speed pumps and LED lights typically cut the plant’s electricity bill by 40 to 60 percent.',
        icon: 'leaf',
      },
      {
        title: 'Written warranty',
        text: 'Ten years on the welded membrane lining and one year on workmanship, in writing.',
        icon: 'shield',
      },
    ],
    projectTypes: ['residential-pools', 'commercial-pools', 'skimmer-pools'],
    faqs: [
      {
        question: 'How do I know if my pool is leaking?',
        answer:
          'Place a bucket of pool water on the first step, mark both levels and switch off the pump for 24 hours. If the pool drops more than the bucket, it is leaking. Call us and we will pressure-test the lines.',
      },
      {
        question: 'Can a membrane go over my existing tiles?',
        answer:
          'Yes, if the shell is structurally sound. Loose tiles are removed, the surface is levelled and a geotextile underlay goes under the membrane.',
      },
      {
        question: 'How long does a renovation take?',
        answer:
          'Three to six weeks for most residential and hotel pools, depending on structural repairs and whether the plant room is replaced too.',
      },
    ],
  },
  {
    title: 'Swimming Pool Maintenance AMC',
    key: 'maintenance',
    summary:
      'Annual maintenance contracts for villa, society, hotel and school pools: weekly visits, water testing, chemicals and repairs with logged reports.',
    bannerHeading: 'Clear, safe water every week of the year',
    bannerText:
      'Annual maintenance contracts with trained technicians, logged water tests and a response time you can hold us to.',
    scene: { style: 'residential', time: 'day' },
    gallery: [
      { style: 'residential', time: 'day', alt: 'Technician testing pool water at a villa in Lonavala' },
      { style: 'kids', time: 'day', alt: 'School splash pool maintained under an AMC' },
      { style: 'lap', time: 'day', alt: 'Clear lap pool after a weekly maintenance visit' },
    ],
    about: [
      'Dust, leaves, heavy monsoon rain and 35 °C afternoons make Indian pools hard work. Our annual maintenance contracts (AMC) put a trained technician at your pool on a fixed schedule, with every water test recorded and shared on WhatsApp.',
      '## What every visit includes',
      '- Testing of free chlorine, pH, alkalinity and hardness, with the readings logged',
      '- Vacuuming, brushing of walls and steps, and skimmer and pump basket cleaning',
      '- Backwashing the sand filter and checking pressure gauges',
      '- Dosing chemicals to the correct levels, supplied by us at contract rates',
      '## Plans',
      'Villa pools: two visits a week from ₹6,500 a month. Housing societies and hotels: daily attendance or a resident operator from ₹28,000 a month. Breakdown calls in Mumbai, Pune, Bengaluru and Goa are attended within 24 hours.',
    ],
    advantages: [
      {
        title: 'Logged water tests',
        text: 'Every reading is recorded and shared, so you can show the health inspector or your society committee.',
        icon: 'drop',
      },
      {
        title: 'Trained technicians',
        text: 'Our technicians are trained in-house on water chemistry, pumps, filters and safety.',
        icon: 'tools',
      },
      {
        title: '24-hour breakdown response',
        text: 'Within our service cities, a breakdown call is attended within 24 hours, including Sundays.',
        icon: 'clock',
      },
      {
        title: 'Chemicals at contract rates',
        text: 'Chlorine, pH correctors and clarifiers supplied at agreed rates, with no surprise bills.',
        icon: 'rupee',
      },
      {
        title: 'Monsoon plan',
        text: 'Extra visits after heavy rain to rebalance water and protect equipment from flooding.',
        icon: 'leaf',
      },
    ],
    projectTypes: ['residential-pools', 'commercial-pools', 'hotels-and-resorts'],
    faqs: [
      {
        question: 'How often should a pool be serviced?',
        answer:
          'A villa pool needs two visits a week and a daily check of chlorine, which the owner can do with a test kit. Public and hotel pools need daily attendance.',
      },
      {
        question: 'Do you maintain pools you did not build?',
        answer:
          'Yes. We start with an inspection visit, note anything that needs repair and then quote the AMC.',
      },
      {
        question: 'Are chemicals included in the AMC?',
        answer:
          'Labour and routine testing are included; chemicals are billed monthly at the contract rates, or included in a fixed comprehensive plan if you prefer.',
      },
    ],
  },
  {
    title: 'RENOLIT Membrane Lining',
    key: 'membrane',
    summary:
      'Authorised RENOLIT ALKORPLAN installer: reinforced PVC membrane linings for new and old pools, welded on site, watertight and finished in weeks.',
    bannerHeading: 'A watertight finish, welded on site',
    bannerText:
      'As an authorised RENOLIT ALKORPLAN installer we line new and old pools with reinforced membranes in plain, printed and textured finishes.',
    scene: { style: 'infinity', time: 'day' },
    gallery: [
      { style: 'infinity', time: 'day', alt: 'Infinity pool lined with a sand-coloured membrane' },
      { style: 'residential', time: 'dusk', alt: 'Villa pool with a printed mosaic membrane' },
      { style: 'resort', time: 'day', alt: 'Resort pool lined with a textured stone membrane' },
      { style: 'lap', time: 'day', alt: 'Lap pool with a light blue membrane lining' },
    ],
    about: [
      'A reinforced PVC membrane is both the waterproofing and the finish of the pool. It is laid over a geotextile underlay, hot-air welded at every overlap and sealed with liquid PVC, so there are no grout joints to leak or grow algae.',
      '## Why pool owners choose a membrane',
      '- Watertight by design: the membrane itself holds the water, not the concrete',
      '- Flexible, so it bridges hairline cracks from settlement or earthquakes',
      '- Non-porous and smooth, so it needs less chlorine and brushing than tiles',
      '- Installed in days rather than the weeks tiling takes',
      'Tarang Pools has been an authorised RENOLIT ALKORPLAN installer since 2011 and our welders are trained and certified by the manufacturer. Browse the four ALKORPLAN ranges in our RENOLIT section.',
    ],
    advantages: [
      {
        title: 'Certified welders',
        text: 'Every installation is done by welders trained and certified for ALKORPLAN membranes.',
        icon: 'award',
      },
      {
        title: 'Ten-year watertightness',
        text: 'The membrane and its welded seams carry a ten-year watertightness warranty.',
        icon: 'shield',
      },
      {
        title: 'Fast installation',
        text: 'A typical villa pool is lined in four to six working days, including the underlay.',
        icon: 'clock',
      },
      {
        title: 'Easier to keep clean',
        text: 'A smooth, non-porous surface with no grout joints for algae to grow in.',
        icon: 'drop',
      },
    ],
    projectTypes: ['infinity-pools', 'residential-pools', 'overflow-pools', 'skimmer-pools'],
    faqs: [
      {
        question: 'How long does a membrane lining last?',
        answer:
          'With balanced water, a reinforced 1.5 mm membrane lasts 15 to 20 years. The 2.0 mm ranges last longer under heavy use.',
      },
      {
        question: 'Is a membrane slippery?',
        answer:
          'Steps and benches are lined with an anti-slip version of the membrane. The pool floor has a fine surface texture.',
      },
      {
        question: 'Can a membrane be repaired?',
        answer:
          'Yes. A cut or puncture is repaired with a welded patch of the same membrane, usually in an hour.',
      },
    ],
  },
  {
    title: 'Filtration and Water Treatment',
    key: 'filtration',
    summary:
      'Sand and cartridge filtration, salt chlorinators, UV and ozone systems and dosing automation, sized for Indian loads, dust and temperatures.',
    bannerHeading: 'Crystal-clear water with less chlorine',
    bannerText:
      'Filtration plants and water treatment designed around your pool’s volume, bather load and local water hardness.',
    scene: { style: 'lap', time: 'day' },
    gallery: [
      { style: 'lap', time: 'day', alt: 'Lap pool with a salt chlorination system' },
      { style: 'competition', time: 'day', alt: 'Competition pool with a high-rate filtration plant' },
      { style: 'kids', time: 'day', alt: 'Children’s pool with UV water treatment' },
    ],
    about: [
      'Clear water is a question of turnover: every litre in the pool must pass through the filter every 4 to 6 hours in a villa and every 2 to 3 hours in a busy hotel or school pool. We calculate the turnover for your pool and size the pump, filter and pipes to match it.',
      '## Treatment options',
      '- **Sand filters** with graded silica or glass media: robust and simple to backwash',
      '- **Salt chlorinators** that make chlorine from 3–4 g/l of salt: softer water, no chlorine smell',
      '- **UV systems** that destroy chlorine-resistant organisms and reduce chloramines',
      '- **Automatic dosing** of chlorine and pH with controllers and alarms',
      'Hard borewell water is common in Bengaluru, Hyderabad and Chennai; we test it before commissioning and add scale control where needed.',
    ],
    advantages: [
      {
        title: 'Correct turnover',
        text: 'Equipment is sized from a hydraulic calculation, not picked from a catalogue.',
        icon: 'drop',
      },
      {
        title: 'Lower chemical use',
        text: 'Salt chlorination and UV cut manual chlorine dosing by up to 70 percent.',
        icon: 'leaf',
      },
      {
        title: 'Automation',
        text: 'Controllers keep chlorine and pH in range and alert you on your phone if they drift.',
        icon: 'tools',
      },
      {
        title: 'Energy-efficient pumps',
        text: 'Variable-speed pumps run slowly most of the day and pay for themselves in about two years.',
        icon: 'rupee',
      },
    ],
    projectTypes: ['competition-pools', 'commercial-pools', 'lap-pools'],
    faqs: [
      {
        question: 'Is a salt pool better than a chlorine pool?',
        answer:
          'A salt pool is still a chlorine pool: the chlorinator makes chlorine from dissolved salt. It is gentler on eyes and skin and needs less handling of chemicals, but costs more to install.',
      },
      {
        question: 'How often should I backwash the sand filter?',
        answer:
          'When the pressure gauge reads 0.3 to 0.5 bar above its clean reading, typically once a week in a villa pool and more often after dust storms or heavy rain.',
      },
      {
        question: 'When should the sand be replaced?',
        answer: 'Every four to five years, or sooner if the water stays cloudy despite balanced chemistry.',
      },
    ],
  },
  {
    title: 'Pool Heating and Heat Pumps',
    key: 'heating',
    summary:
      'Heat pumps, solar heating and covers to keep pools at 28–30 °C through winter in Delhi NCR, Pune, Bengaluru and hill stations.',
    bannerHeading: 'Swim in December, not only in May',
    bannerText:
      'Inverter heat pumps, solar heating and thermal covers that keep your pool warm at a predictable running cost.',
    scene: { style: 'indoor', time: 'night' },
    gallery: [
      { style: 'indoor', time: 'night', alt: 'Heated indoor pool at a club in Delhi NCR' },
      { style: 'spa', time: 'dusk', alt: 'Heated spa pool beside a villa' },
      { style: 'residential', time: 'dusk', alt: 'Villa pool heated with an inverter heat pump' },
    ],
    about: [
      'In Delhi NCR, Jaipur and the hill stations pool water drops below 20 °C from November to February, and even in Pune and Bengaluru early mornings are too cold for most swimmers. A heat pump moves heat from the air into the water and gives four to six units of heat for every unit of electricity.',
      '## Choosing a heating system',
      '- **Inverter heat pumps** for year-round use, sized for the pool area and the coldest month',
      '- **Solar heating mats** on a terrace for sunny regions, with no running cost',
      '- **Thermal covers** that keep the heat in overnight and halve the heating bill',
      'We calculate the heat loss of your pool for its city and exposure to wind, then size the heat pump so it can hold 28 °C in the coldest month.',
    ],
    advantages: [
      {
        title: 'Sized for your city',
        text: 'Heat-loss calculations use the coldest month’s temperatures for your location.',
        icon: 'tools',
      },
      {
        title: 'Efficient',
        text: 'Inverter heat pumps give four to six units of heat for every unit of electricity.',
        icon: 'leaf',
      },
      {
        title: 'Predictable costs',
        text: 'We estimate the monthly running cost before you buy, and covers halve it.',
        icon: 'rupee',
      },
      {
        title: 'Serviced by us',
        text: 'Annual servicing of the heat pump and refrigerant checks before winter.',
        icon: 'clock',
      },
    ],
    projectTypes: ['personal-pools', 'in-ground-pools', 'leisure-pools'],
    faqs: [
      {
        question: 'What does it cost to heat a pool?',
        answer:
          'A 40 m² villa pool held at 28 °C in a Delhi winter with a cover uses about 600 to 900 units of electricity a month, roughly ₹5,000 to ₹8,000.',
      },
      {
        question: 'How long does it take to heat the pool?',
        answer:
          'A correctly sized heat pump raises the temperature by 1 to 1.5 °C a day, so the first heat-up takes several days. After that it only holds the temperature.',
      },
      {
        question: 'Can a heat pump also cool the pool?',
        answer:
          'Reversible heat pumps can cool the water by a few degrees in May and June, which many clients in Rajasthan and Gujarat appreciate.',
      },
    ],
  },
  {
    title: 'Spa and Jacuzzi Installation',
    key: 'spa',
    summary:
      'Built-in spas, hot tubs and jacuzzi benches for villas, hotels and clubs, with hydrotherapy jets, heating and their own filtration.',
    bannerHeading: 'Hydrotherapy at home',
    bannerText:
      'Built-in spas and jacuzzis with massage jets, air blowers and heating, designed with the pool or on their own.',
    scene: { style: 'spa', time: 'night' },
    gallery: [
      { style: 'spa', time: 'night', alt: 'Built-in spa with underwater lights at night' },
      { style: 'spa', time: 'dusk', alt: 'Jacuzzi beside an infinity pool at dusk' },
      { style: 'rooftop', time: 'night', alt: 'Rooftop hot tub on a penthouse terrace' },
    ],
    about: [
      'A spa is a small pool that works much harder: water at 36–38 °C, several people in 3,000 litres and jets running for hours. It needs its own filtration, heating and careful water treatment.',
      '## What we build',
      '- Built-in concrete spas lined with membrane or mosaic, beside or inside the pool',
      '- Massage benches and loungers with hydrotherapy jets and air blowers',
      '- Separate heating and filtration circuits with automatic control',
      'Spas are popular in penthouses, resort villas and club wellness areas. Most are finished in four to eight weeks.',
    ],
    advantages: [
      {
        title: 'Designed for comfort',
        text: 'Seat depth, jet positions and bench angles are drawn for real bodies, not catalogue photos.',
        icon: 'star',
      },
      {
        title: 'Separate circuits',
        text: 'The spa has its own pump, filter and heater, so it stays hot while the pool stays cool.',
        icon: 'tools',
      },
      {
        title: 'Hygienic',
        text: 'UV treatment and automatic dosing keep warm water safe for every bather.',
        icon: 'drop',
      },
      {
        title: 'Quiet plant',
        text: 'Blowers and pumps are placed and mounted so the terrace stays quiet.',
        icon: 'leaf',
      },
    ],
    projectTypes: ['hotels-and-resorts', 'podium-pools', 'personal-pools'],
    faqs: [
      {
        question: 'Can a spa be added to an existing pool?',
        answer:
          'Often, yes: a raised spa can spill over into the pool. We check the structure and the plant room first.',
      },
      {
        question: 'How hot should a spa be?',
        answer: 'Between 36 °C and 38 °C. Above 40 °C is not recommended for anyone.',
      },
      {
        question: 'Does a terrace spa need structural checks?',
        answer:
          'Yes. A filled spa with bathers weighs more than a tonne per square metre, so a structural engineer must confirm the slab.',
      },
    ],
  },
  {
    title: 'Water Features and Fountains',
    key: 'features',
    summary:
      'Waterfalls, sheer descents, deck jets, fountains and ponds that add sound and movement to pools, lobbies and gardens.',
    bannerHeading: 'Sound and movement for your pool and garden',
    bannerText:
      'Sheer descents, waterfalls, deck jets and fountains, designed with their own pumps, lighting and controls.',
    scene: { style: 'natural', time: 'dusk' },
    gallery: [
      { style: 'natural', time: 'day', alt: 'Natural stone waterfall into a villa pool' },
      { style: 'resort', time: 'night', alt: 'Lit sheer descents along a resort pool at night' },
      { style: 'waterpark', time: 'day', alt: 'Deck jets in a children’s play area' },
    ],
    about: [
      'Water features turn a pool into a place. A sheer descent gives a calm curtain of water; deck jets keep children busy for hours; a stone waterfall hides the noise of the road.',
      '## Features we design and install',
      '- Sheer descents and rain curtains in stainless steel',
      '- Rock and stone waterfalls with hidden pumps',
      '- Deck jets, laminar jets and bubblers with LED lighting',
      '- Lobby fountains and garden ponds with their own filtration',
      'Each feature gets its own pump and valve so it can run on a timer without disturbing the pool’s filtration.',
    ],
    advantages: [
      {
        title: 'Engineered flow',
        text: 'Pump and nozzle sizes are calculated so a sheer descent is even and silent.',
        icon: 'tools',
      },
      {
        title: 'Lighting included',
        text: 'LED lighting in warm white or colours, controlled from your phone.',
        icon: 'star',
      },
      {
        title: 'Low maintenance',
        text: 'Features are designed for easy access to pumps and nozzles for cleaning.',
        icon: 'clock',
      },
      { title: 'Water-wise', text: 'Recirculating designs with minimal evaporation losses.', icon: 'leaf' },
    ],
    projectTypes: ['leisure-pools', 'bio-pools', 'water-park-pools'],
    faqs: [
      {
        question: 'Do water features increase running costs?',
        answer:
          'A little. Each feature has its own pump, usually 0.37 to 1.1 kW, and most owners run them on a timer for a few hours in the evening.',
      },
      {
        question: 'Can a water feature be added later?',
        answer:
          'Yes, though it is cheaper to lay the pipes during construction. We leave spare sleeves in new pools for this.',
      },
      {
        question: 'Do fountains need treated water?',
        answer:
          'Yes. Without filtration and treatment, standing water in a fountain grows algae and breeds mosquitoes within days.',
      },
    ],
  },
];

export function services(ctx: SeedContext): ContentDraft[] {
  const used = new Map<string, number>();
  const variantOf = (key: string) => {
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    return ((n - 1) % 2) + 1;
  };
  return SERVICES.map((s) => {
    // Two services may show the same style: the second takes the style's other variant.
    const gallery = s.gallery.map((g) => poolPhoto(ctx, g.style, g.time, variantOf(`${g.style}-${g.time}`)));
    const bannerImage = poolHero(ctx, s.scene.style, s.scene.time);
    return draft('service', {
      title: s.title,
      summary: s.summary,
      data: {
        image: gallery[0]!,
        banner: {
          heading: s.bannerHeading,
          text: s.bannerText,
          image: bannerImage,
          cta: { name: 'Enquire Now', path: '/contact' },
        },
        about: rich(...s.about),
        advantages: s.advantages,
        gallery,
        projectTypes: s.projectTypes,
        faqs: s.faqs.map((f) => ({ ...f, category: s.title })),
      },
    });
  });
}
