import type { LEAD_INTERESTS } from './lead-values';
import type {
  POOL_ACCESSORIES,
  POOL_FILTRATIONS,
  POOL_FINISHES,
  POOL_HEATINGS,
  POOL_LIGHTINGS,
  POOL_PROJECT_TYPES,
  POOL_SHAPES,
} from './sales';

type LabelsOf<T extends readonly string[]> = Record<T[number], string>;

/** The project types (the site's project paths) as people read them. */
export const PROJECT_TYPE_LABELS: LabelsOf<typeof POOL_PROJECT_TYPES> = {
  'residential-pools': 'Residential pools',
  'competition-pools': 'Competition pools',
  waterparks: 'Waterparks',
  'personal-pools': 'Personal pools',
  'commercial-pools': 'Commercial pools',
  'hotels-and-resorts': 'Hotels and resorts',
  'in-ground-pools': 'In-ground pools',
  'lap-pools': 'Lap pools',
  'leisure-pools': 'Leisure pools',
  'above-ground-pools': 'Above-ground pools',
  'olympic-size-pools': 'Olympic-size pools',
  'infinity-pools': 'Infinity pools',
  'podium-pools': 'Podium pools',
  'semi-olympic-size-pools': 'Semi-Olympic-size pools',
  'overflow-pools': 'Overflow pools',
  'skimmer-pools': 'Skimmer pools',
  'bio-pools': 'Bio pools',
  'water-park-pools': 'Water park pools',
  'acrylic-pools': 'Acrylic pools',
};

/** Interests that are not project types (those read as the project type does). */
export const LEAD_INTEREST_LABELS: Record<
  Exclude<(typeof LEAD_INTERESTS)[number], (typeof POOL_PROJECT_TYPES)[number]>,
  string
> = {
  'pool-renovation': 'Pool renovation',
  'pool-maintenance': 'Pool maintenance',
  'renolit-membranes': 'RENOLIT membranes',
  'pool-equipment': 'Pool equipment',
  'spa-and-jacuzzi': 'Spa and Jacuzzi',
};

export const POOL_SHAPE_LABELS: LabelsOf<typeof POOL_SHAPES> = {
  rectangular: 'Rectangular',
  'l-shaped': 'L-shaped',
  oval: 'Oval',
  round: 'Round',
  kidney: 'Kidney',
  freeform: 'Freeform',
};

export const POOL_FINISH_LABELS: LabelsOf<typeof POOL_FINISHES> = {
  'renolit-alkorplan-membrane': 'RENOLIT ALKORPLAN membrane',
  'renolit-alkorplan-touch': 'RENOLIT ALKORPLAN Touch',
  'ceramic-tiles': 'Ceramic tiles',
  'glass-mosaic': 'Glass mosaic',
  plaster: 'Plaster',
  'epoxy-paint': 'Epoxy paint',
  'acrylic-shell': 'Acrylic shell',
};

export const POOL_FILTRATION_LABELS: LabelsOf<typeof POOL_FILTRATIONS> = {
  'sand-filter': 'Sand filter',
  'cartridge-filter': 'Cartridge filter',
  'glass-media-filter': 'Glass media filter',
  'uv-ozone': 'UV + ozone',
};

export const POOL_HEATING_LABELS: LabelsOf<typeof POOL_HEATINGS> = {
  none: 'None',
  'heat-pump': 'Heat pump',
  solar: 'Solar',
  'electric-heater': 'Electric heater',
  'gas-heater': 'Gas heater',
};

export const POOL_LIGHTING_LABELS: LabelsOf<typeof POOL_LIGHTINGS> = {
  none: 'None',
  'led-white': 'LED, white',
  'led-rgb': 'LED, colour (RGB)',
  'fibre-optic': 'Fibre optic',
};

export const POOL_ACCESSORY_LABELS: LabelsOf<typeof POOL_ACCESSORIES> = {
  ladder: 'Ladder',
  handrail: 'Handrail',
  'diving-board': 'Diving board',
  slide: 'Slide',
  'safety-cover': 'Safety cover',
  waterfall: 'Waterfall',
  'massage-jets': 'Massage jets',
  'automatic-cleaner': 'Automatic cleaner',
  'chemical-dosing': 'Chemical dosing',
  'deck-shower': 'Deck shower',
};

/**
 * The label of a requirement or interest code in any of the lists above; a code no list knows
 * (an old stored value) reads as a sentence rather than a slug.
 */
export function optionLabel(code: string): string {
  for (const labels of OPTION_LABEL_LISTS) {
    const label = (labels as Record<string, string>)[code];
    if (label !== undefined) return label;
  }
  const words = code.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const OPTION_LABEL_LISTS = [
  PROJECT_TYPE_LABELS,
  LEAD_INTEREST_LABELS,
  POOL_SHAPE_LABELS,
  POOL_FINISH_LABELS,
  POOL_FILTRATION_LABELS,
  POOL_HEATING_LABELS,
  POOL_LIGHTING_LABELS,
  POOL_ACCESSORY_LABELS,
] as const;
