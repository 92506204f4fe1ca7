/** The FAQ page's questions (/faq), grouped by category. */
import { type ContentDraft, draft } from './draft';

const FAQS: [
  category: 'Cost' | 'Construction' | 'Maintenance' | 'Membranes',
  question: string,
  answer: string,
][] = [
  [
    'Cost',
    'How much does a swimming pool cost in India?',
    'A 10 m × 4 m villa pool with a membrane finish and sand filtration usually costs ₹18 lakh to ₹28 lakh in 2026. Terrace pools, infinity edges, heating and difficult access add to that. We give an itemised estimate after a free site visit.',
  ],
  [
    'Cost',
    'What does it cost to run a pool every month?',
    'For a villa pool, budget ₹8,000 to ₹15,000 a month for electricity, chemicals and a maintenance contract. A variable-speed pump and a cover reduce this by about a third.',
  ],
  [
    'Cost',
    'Do you charge for a site visit?',
    'Site visits are free within Mumbai, Pune, Bengaluru and Goa. Elsewhere in India we charge travel at cost, adjusted against your order.',
  ],
  [
    'Cost',
    'What are your payment terms?',
    'Usually 20 percent with the order, then stage payments after excavation, shell casting, plant room installation and finishing, with 5 percent at handover. Each stage is certified by our engineer before billing.',
  ],
  [
    'Construction',
    'How long does it take to build a pool?',
    'A villa pool takes 10 to 14 weeks from excavation to handover. Hotel, club and society pools with balance tanks take 16 to 24 weeks, and competition pools longer.',
  ],
  [
    'Construction',
    'Can you build a pool on my terrace?',
    'Often yes, after a structural engineer confirms that the slab can take the load of about 1.2 tonnes per square metre plus the shell. We coordinate with your building’s structural consultant.',
  ],
  [
    'Construction',
    'Do you work outside Maharashtra?',
    'Yes. We build across India and have branches in Pune, Bengaluru and Goa. Recent projects include Chennai, Hyderabad, Udaipur, Jaipur, Kochi and Delhi NCR.',
  ],
  [
    'Construction',
    'What warranty do you give?',
    'Ten years on the RCC shell, ten years watertightness on membrane linings (fifteen for ALKORPLAN Xtreme), and the manufacturers’ warranties on equipment, serviced by us.',
  ],
  [
    'Maintenance',
    'How often should a pool be serviced?',
    'A villa pool needs two professional visits a week plus a quick daily chlorine check. Public and hotel pools need daily attendance by a trained operator.',
  ],
  [
    'Maintenance',
    'Why does my pool turn green after rain?',
    'Rain lowers pH and chlorine and brings in nutrients, so algae grow fast. Rebalance pH first, shock-chlorinate, brush, and run the filter continuously until the water clears.',
  ],
  [
    'Maintenance',
    'Do you maintain pools built by other companies?',
    'Yes. We start with an inspection visit, list anything that needs repair and then quote an annual maintenance contract.',
  ],
  [
    'Maintenance',
    'Should I empty my pool every year?',
    'No. Draining a pool can damage it, and in areas with a high water table an empty pool can lift out of the ground. Water is refreshed by backwashing and topping up.',
  ],
  [
    'Membranes',
    'What is a RENOLIT ALKORPLAN membrane?',
    'A reinforced PVC sheet, 1.5 to 2.0 mm thick, that is hot-air welded on site to line the pool. It is both the waterproofing and the finish.',
  ],
  [
    'Membranes',
    'Can a membrane be laid over old tiles?',
    'Yes, if the shell is sound. Loose tiles are removed, the surface is levelled and a geotextile underlay goes between the tiles and the membrane.',
  ],
  [
    'Membranes',
    'How long does a membrane last?',
    'With balanced water, 15 to 20 years. It can then be replaced in about a week without any demolition.',
  ],
];

export function faqs(): ContentDraft[] {
  return FAQS.map(([category, question, answer]) =>
    draft('faq', { title: question, data: { answer, category } }),
  );
}
