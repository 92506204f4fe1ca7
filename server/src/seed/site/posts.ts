/**
 * Blog articles and news items (/blog/:detail, /news-and-update/:detail), dated over the 18
 * months before the seed's clock. One of each is left unpublished, as a draft would be.
 */
import { type ContentDraft, daysAgo, draft, type SeedContext } from './draft';
import type { PoolStyle, TimeOfDay } from './images/spec';
import { rich } from './rich-text';

type Motif = 'tools' | 'water' | 'sun' | 'leaf' | 'calendar' | 'trophy';

interface PostSource {
  title: string;
  summary: string;
  author: string;
  tags: string[];
  daysAgo: number;
  published?: boolean;
  picture: { style: PoolStyle; time: TimeOfDay; motif: Motif };
  body: string[];
}

const BLOGS: PostSource[] = [
  {
    title: 'Monsoon Pool Care: A Week-by-week Guide for Indian Pool Owners',
    summary:
      'How to protect your pool through the Indian monsoon: water balance after heavy rain, overflow, debris, equipment and when to call for help.',
    author: 'Sandeep Kulkarni',
    tags: ['Maintenance', 'Monsoon', 'Water chemistry'],
    daysAgo: 30,
    picture: { style: 'residential', time: 'day', motif: 'water' },
    body: [
      'From June to September a pool in Mumbai, Goa or Kochi can receive more than two metres of rain. Rainwater is slightly acidic and carries dust, leaves and fertiliser from the garden, so a pool that was perfectly balanced on Friday can be green by Monday.',
      '## Before the rains',
      'Check that the overflow pipe is clear and that the deck drains slope away from the pool. Service the pump and make sure the plant room will not flood: many plant rooms are below garden level and fill up in the first heavy storm. Raise the pump on a plinth if you have had water in the plant room before.',
      '## During heavy rain',
      'Do not switch off the filtration. Run the pump for longer, empty the skimmer baskets daily and test the water after every heavy spell. Expect pH and alkalinity to drop: correct them first, then bring free chlorine back to 2–3 ppm. If the level rises above the skimmers, lower it by backwashing to waste.',
      '## After the monsoon',
      'Give the pool a thorough brush and vacuum, backwash the filter, and consider replacing the sand if the water has been cloudy for weeks. If the water level keeps dropping after the rains stop, test for a leak: monsoon settlement often opens old cracks.',
      'Our AMC customers get extra visits after heavy rain at no extra charge. If your pool turned green this season, call us and we will bring it back within three to four days.',
    ],
  },
  {
    title: 'Chlorine or Salt? Choosing the Right Sanitation for Your Pool',
    summary:
      'Salt chlorination vs manual chlorine dosing for Indian pools: costs, comfort, maintenance and which suits villas, societies and hotels.',
    author: 'Dr. Ananya Bhat',
    tags: ['Water chemistry', 'Salt chlorination', 'Buying guide'],
    daysAgo: 75,
    picture: { style: 'lap', time: 'day', motif: 'water' },
    body: [
      'The most common question at our site visits is whether to go for a “salt pool”. The short answer: a salt pool is still a chlorine pool. The difference is where the chlorine comes from.',
      '## How each system works',
      'With manual dosing, someone adds chlorine granules or liquid every day or two. With a salt chlorinator, the pool holds 3–4 grams of salt per litre (about a tenth of sea water) and an electrolytic cell turns some of it into chlorine whenever the pump runs.',
      '## Comfort and convenience',
      'Salt pools produce chlorine steadily in small amounts, so levels stay even and there is little of the chloramine smell that causes red eyes. Nobody has to store or handle chlorine buckets, which matters in a home with children or a society with a changing staff.',
      '## Costs',
      'A salt chlorinator for a villa pool costs ₹1.2 lakh to ₹2 lakh installed, and the cell needs replacing every five to seven years. Manual chlorine costs ₹2,500 to ₹5,000 a month for a villa pool. Most owners recover the difference in four to five years.',
      '## Our recommendation',
      'For villas and boutique hotels, salt is usually worth it. For busy public pools, automatic dosing of liquid chlorine with a controller is more robust. Either way, you still need to test pH weekly: salt pools tend to drift upwards.',
    ],
  },
  {
    title: 'What Does a Swimming Pool Cost in India in 2026?',
    summary:
      'Realistic 2026 prices for villa, terrace and society pools in India: construction, finishes, filtration, heating and yearly running costs.',
    author: 'Rahul Desai',
    tags: ['Cost', 'Buying guide', 'Construction'],
    daysAgo: 120,
    picture: { style: 'residential', time: 'dusk', motif: 'calendar' },
    body: [
      'Pool prices quoted online range from ₹5 lakh to ₹5 crore, which helps nobody. Here are the figures we actually see on our projects this year, for pools built properly with structural design, a watertight finish and correctly sized equipment.',
      '## Villa and farmhouse pools',
      'A 10 m × 4 m in-ground pool with a membrane finish, sand filtration, two LED lights and a salt chlorinator costs ₹18 lakh to ₹28 lakh. Rocky ground, poor access or a high water table can add 15 to 25 percent.',
      '## Terrace and podium pools',
      'Pools on slabs need structural strengthening and double waterproofing. A 6 m × 3 m terrace pool usually costs ₹14 lakh to ₹22 lakh, plus any structural work the building needs.',
      '## Society and hotel pools',
      'A 20 m × 8 m society pool with a toddler pool and automatic dosing costs ₹55 lakh to ₹85 lakh. Overflow pools with balance tanks cost 20 to 30 percent more than skimmer pools.',
      '## Running costs',
      'Budget ₹8,000 to ₹15,000 a month for a villa pool: electricity, chemicals and an AMC. A variable-speed pump and a cover can cut that by a third. Heating in a north Indian winter adds ₹5,000 to ₹8,000 a month.',
    ],
  },
  {
    title: 'Membrane or Tiles: Which Finish Is Right for Your Pool?',
    summary:
      'Reinforced PVC membrane vs ceramic and glass mosaic tiles for Indian pools: watertightness, look, lifespan, repairs and cost compared.',
    author: 'Sandeep Kulkarni',
    tags: ['Membranes', 'Construction', 'Renovation'],
    daysAgo: 170,
    picture: { style: 'infinity', time: 'day', motif: 'tools' },
    body: [
      'For decades Indian pools were finished with tiles on a cement plaster. Reinforced PVC membranes such as RENOLIT ALKORPLAN have changed that: today nearly half of our new pools and most renovations are lined with a membrane.',
      '## Watertightness',
      'Tiles are a finish, not a waterproofing; the concrete and its coating must hold the water. A membrane is the waterproofing itself, welded into one continuous sheet. When a tiled pool leaks, finding the leak is hard; a membrane pool rarely leaks at all.',
      '## Look and feel',
      'Glass mosaic has a sparkle that nothing else quite matches. Printed and 3D-textured membranes come very close, and there are no grout joints to discolour.',
      '## Lifespan and repairs',
      'Good tiling lasts 20 years or more, but grout needs attention every few years. A membrane lasts 15 to 20 years and is then replaced in a week. Punctures are repaired with a welded patch.',
      '## Cost',
      'A membrane costs about ₹2,400 to ₹4,500 per m² installed; glass mosaic costs ₹3,500 to ₹7,000 per m² including waterproofing. For renovations the membrane wins clearly, because it goes over the old tiles.',
    ],
  },
  {
    title: 'Five Signs Your Pool Is Leaking, and What to Do About It',
    summary:
      'How to tell evaporation from a leak, the bucket test, common leak points in Indian pools and what a professional leak detection involves.',
    author: 'Imran Qureshi',
    tags: ['Renovation', 'Leak repair', 'Maintenance'],
    daysAgo: 230,
    picture: { style: 'resort', time: 'day', motif: 'tools' },
    body: [
      'In an Indian summer a pool loses 5 to 10 mm of water a day to evaporation. More than that, or losses that continue on cool, cloudy days, usually mean a leak.',
      '## The signs',
      '- The water level drops more than 2–3 cm a day',
      '- Damp patches, soft ground or moss near the pool or plant room',
      '- Cracks in the deck, the coping or the pool shell',
      '- Air in the pump basket or the pump losing prime',
      '- A high water bill or an auto-fill valve that runs constantly',
      '## The bucket test',
      'Put a bucket of pool water on the first step, mark the water level inside and outside it, and switch off the pump for 24 hours. If the pool drops more than the bucket, it is leaking. Repeat with the pump running: a bigger loss points to the pressure pipes.',
      '## Professional leak detection',
      'We pressure-test each pipe separately, dye-test fittings and lights, and inspect the shell. Most leaks are found at light niches, skimmers and construction joints, and can be repaired without draining the whole pool.',
    ],
  },
  {
    title: 'How to Keep Your Pool Warm Through a North Indian Winter',
    summary:
      'Heat pumps, solar heating and covers for pools in Delhi NCR, Punjab and Rajasthan: sizing, running costs and practical tips.',
    author: 'Dr. Ananya Bhat',
    tags: ['Heating', 'Energy', 'Buying guide'],
    daysAgo: 300,
    picture: { style: 'indoor', time: 'night', motif: 'sun' },
    body: [
      'In Delhi NCR the water in an unheated pool falls to 14–16 °C in January. Most people need 27–29 °C to swim comfortably, so heating is the difference between four months and ten months of use.',
      '## Heat pumps',
      'An inverter heat pump is the most economical heater for Indian winters, giving four to six units of heat per unit of electricity. For a 12 m × 5 m pool in Delhi we typically fit a 24 kW unit.',
      '## Covers',
      'Most of a pool’s heat is lost overnight through evaporation. A simple bubble cover halves the heating bill and keeps out dust and leaves. With a roller, one person can handle it in two minutes.',
      '## Solar heating',
      'Solar mats on a roof add 3–6 °C on sunny days at no running cost. They are ideal in Rajasthan and Gujarat in spring and autumn, but cannot keep a pool warm through a foggy Delhi January on their own.',
      '## Running costs',
      'With a cover, expect 600 to 900 units a month for a villa pool in December and January, roughly ₹5,000 to ₹8,000 at typical residential tariffs.',
    ],
  },
  {
    title: 'Pool Safety for Families with Young Children',
    summary:
      'Practical pool safety for Indian homes with children: fencing, covers, alarms, shallow areas, supervision and teaching children to swim.',
    author: 'Meenakshi Pillai',
    tags: ['Safety', 'Family', 'Design'],
    daysAgo: 390,
    picture: { style: 'kids', time: 'day', motif: 'leaf' },
    body: [
      'Drowning is silent and quick. Most incidents involving young children happen at home, in the few minutes an adult is not watching. Good design and a few habits make a home pool far safer.',
      '## Design for safety',
      'A fence of at least 1.2 m with a self-closing, self-latching gate is the single most effective measure. Wide entry steps, a shallow sun ledge and anti-slip finishes on steps and decks make the pool easier to use safely.',
      '## Covers and alarms',
      'A rigid safety cover that can bear an adult’s weight is worth considering for holiday homes. Pool alarms that detect a fall into the water add another layer of protection.',
      '## Supervision',
      'Agree that one adult is the “water watcher” whenever children swim, with no phone in hand. Rotate the role every 20 minutes at parties.',
      '## Learn to swim',
      'Enrol children in swimming lessons from about five years of age and teach them never to swim alone. Adults in the house should learn basic CPR.',
    ],
  },
  {
    title: 'Planning a Rooftop Pool: What Architects and Owners Should Check',
    summary:
      'Structural loads, waterproofing, access and plant rooms for rooftop and terrace pools in Indian apartments, penthouses and hotels.',
    author: 'Rahul Desai',
    tags: ['Design', 'Construction', 'Rooftop'],
    daysAgo: 470,
    published: false,
    picture: { style: 'rooftop', time: 'dusk', motif: 'tools' },
    body: [
      'Rooftop pools are increasingly popular in Mumbai, Bengaluru and Gurugram, where gardens are rare. They are entirely possible, but they need planning that a garden pool does not.',
      '## Structure first',
      'A 1.2 m deep pool weighs about 1.2 tonnes per square metre when full, plus the shell and the people in it. The building’s structural engineer must confirm the slab and the load path down to the foundations.',
      '## Waterproofing',
      'A leak on a roof damages the flats below. We use a double system: waterproofing under the shell and a welded membrane as the finish, with leak-detection points.',
      '## Access and plant room',
      'Every bag of cement and every pump has to go up in a lift or by crane. The plant room is often in a cupboard on the terrace, so equipment must be compact and quiet.',
      'Rooftop pools usually take 10 to 16 weeks. Talk to us at the design stage, before the slab is cast, and the pool will cost far less.',
    ],
  },
];

const NEWS: PostSource[] = [
  {
    title: 'Tarang Pools Completes Ten-lane Olympic Pool at Chennai Aquatics Academy',
    summary:
      'The 50 m competition pool at a state aquatics academy in Chennai is complete and ready for national-level meets.',
    author: 'Tarang Pools Communications',
    tags: ['Projects', 'Competition pools', 'Chennai'],
    daysAgo: 45,
    picture: { style: 'competition', time: 'day', motif: 'trophy' },
    body: [
      'Tarang Pools has handed over the 50 m × 25 m ten-lane competition pool at a state aquatics academy in Chennai, after a 52-week build on piled foundations in coastal soil.',
      '## Built for national meets',
      'The pool has touch-pad recesses at both ends, overflow channels on all four sides, a 220 m³ balance tank and lighting suitable for televised events.',
      '## Engineering challenges',
      'A high water table near the coast meant hydrostatic relief valves and a heavy base slab, so the empty pool can never float. Survey checks at every stage kept the length within competition tolerances.',
      'The academy will host its first state-level meet in the coming season. Tarang Pools will maintain the plant under a three-year contract.',
    ],
  },
  {
    title: 'Meet Us at the Pool and Spa Expo India, Mumbai',
    summary:
      'Visit the Tarang Pools stand at the Pool and Spa Expo India in Mumbai to see membranes, heat pumps and automation live.',
    author: 'Tarang Pools Communications',
    tags: ['Events', 'Expo', 'Mumbai'],
    daysAgo: 110,
    picture: { style: 'resort', time: 'day', motif: 'calendar' },
    body: [
      'Tarang Pools will exhibit at the Pool and Spa Expo India at the Bombay Exhibition Centre, Goregaon. Our stand will show the full RENOLIT ALKORPLAN range, inverter heat pumps and our new automation for villa pools.',
      '## What you can see',
      '- Full-size samples of ALKORPLAN 2000, 3000, Touch and Xtreme membranes',
      '- A working variable-speed pump and salt chlorinator',
      '- Live welding demonstrations by our certified membrane installers',
      '## Meet our engineers',
      'Bring your plans or photographs of your site. Our design engineers will be on the stand all three days to answer questions and give budget estimates.',
      'Entry is free for trade visitors and pool owners who register online.',
    ],
  },
  {
    title: 'Tarang Pools Wins Best Residential Pool at the Indian Pool Awards',
    summary:
      'The hillside infinity pool in Lonavala won the Best Residential Pool award for its vanishing edge and energy-efficient plant.',
    author: 'Tarang Pools Communications',
    tags: ['Awards', 'Infinity pools', 'Lonavala'],
    daysAgo: 200,
    picture: { style: 'infinity', time: 'dusk', motif: 'trophy' },
    body: [
      'Our hillside infinity pool in Lonavala has won Best Residential Pool at this year’s Indian Pool Awards. The jury praised its 15 m vanishing edge, levelled to within 2 mm, and its low-energy plant room.',
      '## About the project',
      'The 15 m × 5 m pool is lined with RENOLIT ALKORPLAN Touch Vanity and heated with a 24 kW inverter heat pump. A variable-speed pump and LED lighting keep running costs low.',
      '## A team effort',
      'The award belongs to our site team, who built the pool through a difficult monsoon on a steep slope, and to the owners, who trusted us with their view.',
      'This is the fifth industry award for Tarang Pools since 2015.',
    ],
  },
  {
    title: 'New Branch Office Opens in Bengaluru',
    summary:
      'Tarang Pools opens a branch in Bengaluru to serve clients in Karnataka, Tamil Nadu and Kerala with design, construction and AMC teams.',
    author: 'Tarang Pools Communications',
    tags: ['Company', 'Bengaluru'],
    daysAgo: 290,
    picture: { style: 'lap', time: 'day', motif: 'calendar' },
    body: [
      'Tarang Pools has opened a branch office in HSR Layout, Bengaluru, with a design team, a construction crew and a service team of twelve technicians.',
      '## Why Bengaluru',
      'Over the last five years more than a third of our enquiries have come from Karnataka, Tamil Nadu and Kerala. A local team means faster site visits and 24-hour breakdown service for our AMC customers in the region.',
      '## Services from the branch',
      'The Bengaluru office offers the full range: design and construction, renovation, membrane lining, heat pumps and maintenance contracts, with a stock of common spare parts.',
      'Call +91 98200 41275 or write to enquiry@tarangpools.in to book a site visit in the south.',
    ],
  },
  {
    title: 'Goa Beach Resort Lagoon Pool Handed Over Before the Season',
    summary:
      'A 640 m² lagoon pool with a swim-up bar at a Candolim beach resort was completed in 30 weeks, ahead of the October season.',
    author: 'Tarang Pools Communications',
    tags: ['Projects', 'Hotels and resorts', 'Goa'],
    daysAgo: 380,
    picture: { style: 'resort', time: 'dusk', motif: 'sun' },
    body: [
      'We have handed over the new lagoon pool at a 120-room beach resort in Candolim, Goa, two weeks before the start of the tourist season.',
      '## The project',
      'The 640 m² freeform pool has two islands, a swim-up bar and a separate children’s area, lined with RENOLIT ALKORPLAN 3000 Persia Blue. The plant room runs on automation the hotel’s engineers control from a tablet.',
      '## Building through the monsoon',
      'Excavation was finished before June; the monsoon months were used for the plant room, pipework and the bar structure, so membrane lining could start as soon as the rains eased.',
      'The resort has signed a maintenance contract with our Goa team.',
    ],
  },
  {
    title: 'Tarang Pools Certified as RENOLIT ALKORPLAN Premium Installer',
    summary:
      'Our membrane team has been certified as a premium installer for RENOLIT ALKORPLAN membranes after training and site audits.',
    author: 'Tarang Pools Communications',
    tags: ['Membranes', 'Company'],
    daysAgo: 500,
    published: false,
    picture: { style: 'residential', time: 'day', motif: 'trophy' },
    body: [
      'After a week of training and audits of three completed sites, Tarang Pools has been certified as a premium installer of RENOLIT ALKORPLAN membranes.',
      '## What it means for clients',
      'Certified installers follow the manufacturer’s installation rules and can offer the full warranty on the welded lining.',
      '## Our membrane team',
      'Our eight-member membrane team has lined more than 400 pools since 2011, from plunge pools to 50 m competition pools.',
      'Ask us for samples of any ALKORPLAN range, or visit our Vikhroli office to see them in daylight.',
    ],
  },
];

function postDrafts(ctx: SeedContext, kind: 'blog' | 'news', posts: PostSource[]): ContentDraft[] {
  return posts.map((post, index) => {
    const image = ctx.img(
      `${kind}-${String(index + 1).padStart(2, '0')}`,
      { kind: 'article', ...post.picture },
      post.title,
    );
    return draft(kind, {
      title: post.title,
      summary: post.summary,
      published: post.published ?? true,
      publishedAt: daysAgo(ctx, post.daysAgo),
      data: { image, body: rich(...post.body), author: post.author, tags: post.tags },
    });
  });
}

export function blogs(ctx: SeedContext): ContentDraft[] {
  return postDrafts(ctx, 'blog', BLOGS);
}

export function news(ctx: SeedContext): ContentDraft[] {
  return postDrafts(ctx, 'news', NEWS);
}
