/**
 * The RENOLIT ALKORPLAN membrane ranges (/renolit/:category/:detail): four categories with their
 * benefits and gallery, and the textures of each with a swatch matching its colour and pattern.
 */
import type { ContentData } from '../../modules/site/content-kinds';
import { type ContentDraft, draft, type SeedContext } from './draft';
import type { PoolStyle, TexturePattern, TimeOfDay } from './images/spec';
import { poolHero, poolPhoto } from './pool-pictures';
import { rich } from './rich-text';

type Benefit = ContentData<'renolit-category'>['benefits'][number];

interface TextureSource {
  title: string;
  pattern: TexturePattern;
  colour: string;
  summary: string;
  /** What the water looks like with it. */
  look: string;
}

interface RenolitCategorySource {
  title: string;
  key: string;
  summary: string;
  bannerText: string;
  thickness: string;
  warranty: string;
  surface: string;
  about: string[];
  benefits: Benefit[];
  gallery: { style: PoolStyle; time: TimeOfDay; alt: string }[];
  textures: TextureSource[];
}

const RANGES: RenolitCategorySource[] = [
  {
    title: 'ALKORPLAN 2000',
    key: 'alkorplan-2000',
    summary:
      'RENOLIT ALKORPLAN 2000: reinforced plain-colour pool membranes in 1.5 mm, the classic watertight finish for villa and hotel pools.',
    bannerText: 'Plain colours, from bright white to deep black, for a clean and timeless pool.',
    thickness: '1.5 mm',
    warranty: '10 years watertightness',
    surface: 'Smooth, lacquered',
    about: [
      'ALKORPLAN 2000 is the range most pool owners start with: a reinforced PVC membrane in a single colour, lacquered against stains and UV. The colour of the membrane decides the colour of the water, from Caribbean turquoise over white to a dark, mirror-like grey.',
      '## Choosing a colour',
      '- **White and light blue** give bright turquoise water, as in most resort photographs',
      '- **Adriatic and dark blue** give a deeper, more natural blue',
      '- **Grey and black** turn the pool into a mirror, beautiful with infinity edges',
    ],
    benefits: [
      {
        title: 'Watertight',
        text: 'A reinforced membrane, hot-air welded on site, that holds the water on its own.',
        icon: 'drop',
      },
      {
        title: 'Lacquered surface',
        text: 'An acrylic lacquer protects against stains, UV and chemicals.',
        icon: 'shield',
      },
      {
        title: 'Quick to install',
        text: 'A villa pool is lined in four to six working days.',
        icon: 'clock',
      },
      {
        title: 'Good value',
        text: 'The most economical ALKORPLAN range, from about ₹2,400 per m² installed.',
        icon: 'rupee',
      },
    ],
    gallery: [
      { style: 'residential', time: 'day', alt: 'Villa pool lined with ALKORPLAN 2000 Light Blue' },
      { style: 'infinity', time: 'dusk', alt: 'Infinity pool lined with ALKORPLAN 2000 Dark Grey' },
      { style: 'lap', time: 'day', alt: 'Lap pool lined with ALKORPLAN 2000 White' },
    ],
    textures: [
      {
        title: 'White',
        pattern: 'plain',
        colour: '#f4f6f7',
        summary: 'ALKORPLAN 2000 White: bright turquoise water and a clean, classic look.',
        look: 'White gives the brightest, most turquoise water, the look of a Caribbean beach.',
      },
      {
        title: 'Light Blue',
        pattern: 'plain',
        colour: '#7cc6e8',
        summary: 'ALKORPLAN 2000 Light Blue: the classic pool blue that suits every style of home.',
        look: 'Light Blue is the colour most people picture when they think of a pool.',
      },
      {
        title: 'Adriatic Blue',
        pattern: 'plain',
        colour: '#2a7ab8',
        summary: 'ALKORPLAN 2000 Adriatic Blue: a deep, natural sea blue for villa and resort pools.',
        look: 'Adriatic Blue gives a deep sea colour that looks natural in coastal settings.',
      },
      {
        title: 'Dark Grey',
        pattern: 'plain',
        colour: '#4a5259',
        summary: 'ALKORPLAN 2000 Dark Grey: a mirror-like pool that reflects the sky and the garden.',
        look: 'Dark Grey turns the water into a mirror and suits modern architecture and infinity edges.',
      },
    ],
  },
  {
    title: 'ALKORPLAN 3000',
    key: 'alkorplan-3000',
    summary:
      'RENOLIT ALKORPLAN 3000: printed pool membranes with mosaic and marble designs, lacquered for lasting colour.',
    bannerText: 'The look of mosaic and marble with the watertightness of a membrane.',
    thickness: '1.5 mm',
    warranty: '10 years watertightness',
    surface: 'Printed, lacquered',
    about: [
      'ALKORPLAN 3000 membranes are printed with mosaic, marble and patterned designs and protected by a lacquer. You get the look of a tiled pool without a single grout joint.',
      '## Where printed membranes shine',
      '- Renovations of old tiled pools where owners want to keep a mosaic look',
      '- Hotels and resorts that want a distinctive design',
      '- Pools where grout joints used to grow algae',
    ],
    benefits: [
      {
        title: 'The mosaic look',
        text: 'Printed mosaic and marble designs without grout joints.',
        icon: 'star',
      },
      {
        title: 'Lasting colour',
        text: 'A protective lacquer keeps the print bright under strong sun.',
        icon: 'shield',
      },
      { title: 'Less algae', text: 'No grout joints means nowhere for algae to take hold.', icon: 'leaf' },
      {
        title: 'Renovation-friendly',
        text: 'Laid over sound old tiles with a geotextile underlay.',
        icon: 'tools',
      },
    ],
    gallery: [
      { style: 'resort', time: 'day', alt: 'Resort pool lined with ALKORPLAN 3000 Persia Blue' },
      { style: 'residential', time: 'dusk', alt: 'Villa pool lined with a printed mosaic membrane' },
      { style: 'rooftop', time: 'night', alt: 'Podium pool lined with ALKORPLAN 3000 Mosaic at night' },
    ],
    textures: [
      {
        title: 'Persia Blue',
        pattern: 'mosaic',
        colour: '#1f5f99',
        summary: 'ALKORPLAN 3000 Persia Blue: a blue mosaic print with the richness of hand-laid tiles.',
        look: 'Persia Blue recreates a hand-laid blue mosaic with subtle shade variations.',
      },
      {
        title: 'Mosaic',
        pattern: 'mosaic',
        colour: '#4aa3c9',
        summary: 'ALKORPLAN 3000 Mosaic: a light blue mosaic print, a fresh look for renovated pools.',
        look: 'Mosaic gives a light, fresh look that suits renovated tiled pools.',
      },
      {
        title: 'Greek',
        pattern: 'marble',
        colour: '#dfe6ea',
        summary: 'ALKORPLAN 3000 Greek: a white marble effect with soft grey veining.',
        look: 'Greek gives the cool luxury of white marble, with bright turquoise water.',
      },
      {
        title: 'Carrara',
        pattern: 'marble',
        colour: '#c9cfd3',
        summary: 'ALKORPLAN 3000 Carrara: a grey-veined marble print for elegant hotel and villa pools.',
        look: 'Carrara brings grey-veined marble into the pool for an elegant, hotel-like finish.',
      },
      {
        title: 'Antibes',
        pattern: 'wave',
        colour: '#2d8cb5',
        summary: 'ALKORPLAN 3000 Antibes: a rippled blue print that gives the water movement and depth.',
        look: 'Antibes adds a rippled pattern that makes the water look alive even when it is still.',
      },
    ],
  },
  {
    title: 'ALKORPLAN Touch',
    key: 'alkorplan-touch',
    summary:
      'RENOLIT ALKORPLAN Touch: 3D-textured pool membranes with the look and feel of natural stone and sand.',
    bannerText: 'Membranes you can feel: textured stone and sand finishes in three dimensions.',
    thickness: '2.0 mm',
    warranty: '10 years watertightness',
    surface: '3D embossed, lacquered',
    about: [
      'ALKORPLAN Touch membranes are embossed in three dimensions, so they look and feel like natural stone or sand. They are the first choice for designer villas, eco resorts and natural-looking pools.',
      '## The Touch effect',
      '- Real texture underfoot, with good grip on steps',
      '- Natural, varied colours that change with the light',
      '- A thicker 2.0 mm membrane for extra durability',
    ],
    benefits: [
      {
        title: 'Natural look',
        text: 'Embossed stone and sand textures that look real in the water.',
        icon: 'leaf',
      },
      { title: 'Better grip', text: 'The 3D surface gives more grip than smooth membranes.', icon: 'shield' },
      { title: 'Extra thickness', text: '2.0 mm thickness for longer life under heavy use.', icon: 'award' },
      {
        title: 'Designer choice',
        text: 'Favoured by architects for villas and boutique resorts.',
        icon: 'star',
      },
    ],
    gallery: [
      { style: 'natural', time: 'day', alt: 'Natural-style pool lined with ALKORPLAN Touch Authentic' },
      { style: 'infinity', time: 'dusk', alt: 'Infinity pool lined with ALKORPLAN Touch Vanity' },
      { style: 'resort', time: 'day', alt: 'Resort pool lined with ALKORPLAN Touch Elegance' },
      { style: 'rooftop', time: 'dusk', alt: 'Penthouse plunge pool lined with ALKORPLAN Touch Sublime' },
    ],
    textures: [
      {
        title: 'Authentic',
        pattern: 'stone',
        colour: '#6b7f86',
        summary: 'ALKORPLAN Touch Authentic: a slate-stone texture for natural pools and eco resorts.',
        look: 'Authentic looks like natural slate and gives deep green-blue water.',
      },
      {
        title: 'Elegance',
        pattern: 'stone',
        colour: '#9aa5a8',
        summary: 'ALKORPLAN Touch Elegance: a light grey stone texture for calm, elegant pools.',
        look: 'Elegance gives a soft grey stone look with turquoise water.',
      },
      {
        title: 'Relax',
        pattern: 'sand',
        colour: '#d8c7a3',
        summary: 'ALKORPLAN Touch Relax: a warm sand texture for beach-style pools.',
        look: 'Relax looks like fine beach sand and gives bright lagoon-like water.',
      },
      {
        title: 'Vanity',
        pattern: 'stone',
        colour: '#3d4448',
        summary: 'ALKORPLAN Touch Vanity: a dark basalt texture for dramatic infinity and rooftop pools.',
        look: 'Vanity is a dark basalt texture that turns the water deep and reflective.',
      },
      {
        title: 'Sublime',
        pattern: 'sand',
        colour: '#eae3d2',
        summary: 'ALKORPLAN Touch Sublime: a pale sand texture for bright, airy pools.',
        look: 'Sublime is a pale sand that gives luminous turquoise water.',
      },
    ],
  },
  {
    title: 'ALKORPLAN Xtreme',
    key: 'alkorplan-xtreme',
    summary:
      'RENOLIT ALKORPLAN Xtreme: heavy-duty membranes for public, competition and water-park pools with intense daily use.',
    bannerText: 'The toughest membrane for public pools, schools and water parks.',
    thickness: '2.0 mm',
    warranty: '15 years watertightness',
    surface: 'Reinforced, extra-hard lacquer',
    about: [
      'ALKORPLAN Xtreme is designed for pools that work hard: competition pools, school pools, water parks and hotel pools used from dawn to midnight. It resists abrasion, chemicals and heavy foot traffic.',
      '## Made for public pools',
      '- Higher abrasion resistance for busy pools and water-park rides',
      '- Competition lane markings welded in the same material',
      '- Anti-slip versions for steps, beaches and splash areas',
    ],
    benefits: [
      {
        title: 'Heavy-duty',
        text: 'Extra abrasion resistance for public and competition pools.',
        icon: 'shield',
      },
      {
        title: 'Longest warranty',
        text: 'Fifteen years of watertightness on the welded lining.',
        icon: 'award',
      },
      {
        title: 'Chemical resistant',
        text: 'Withstands the higher chlorine levels public pools need.',
        icon: 'drop',
      },
      {
        title: 'Fast turnaround',
        text: 'Relines a public pool in weeks, not the months retiling takes.',
        icon: 'clock',
      },
    ],
    gallery: [
      { style: 'competition', time: 'day', alt: 'Competition pool lined with ALKORPLAN Xtreme' },
      { style: 'waterpark', time: 'day', alt: 'Water park pool lined with ALKORPLAN Xtreme anti-slip' },
      { style: 'kids', time: 'day', alt: 'School learner pool lined with ALKORPLAN Xtreme' },
    ],
    textures: [
      {
        title: 'Xtreme Light Blue',
        pattern: 'plain',
        colour: '#6fbbe0',
        summary: 'ALKORPLAN Xtreme Light Blue: the heavy-duty classic for school and public pools.',
        look: 'Light Blue in the Xtreme grade gives classic pool water with heavy-duty durability.',
      },
      {
        title: 'Xtreme White',
        pattern: 'plain',
        colour: '#eef2f4',
        summary:
          'ALKORPLAN Xtreme White: a bright, heavy-duty finish for competition pools with lane markings.',
        look: 'White makes lane markings crisp and the water bright for competition pools.',
      },
      {
        title: 'Xtreme Anti-slip Sand',
        pattern: 'sand',
        colour: '#d4c19a',
        summary:
          'ALKORPLAN Xtreme Anti-slip Sand: a textured anti-slip finish for steps, beaches and splash pads.',
        look: 'Anti-slip Sand gives safe grip on beach entries, steps and splash pads.',
      },
    ],
  },
];

export function renolitCategories(ctx: SeedContext): ContentDraft[] {
  return RANGES.map((range) => {
    const banner = poolHero(ctx, range.gallery[0]!.style, range.gallery[0]!.time);
    const gallery = range.gallery.map((g) => poolPhoto(ctx, g.style, g.time, 2));
    const textures = range.textures.map((t) => {
      const slug = t.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const swatch = ctx.img(
        `renolit-texture-${range.key}-${slug}`,
        { kind: 'texture', pattern: t.pattern, colour: t.colour },
        `RENOLIT ${range.title} ${t.title} membrane swatch`,
      );
      return draft('renolit-texture', {
        title: t.title,
        summary: t.summary,
        data: {
          swatch,
          about: rich(
            t.look,
            `Like every ${range.title} membrane, it is a reinforced PVC sheet, hot-air welded on site by our certified installers over a geotextile underlay.`,
            '## Installation',
            'We survey the pool, prepare the surface, lay the underlay and weld the membrane in four to eight working days, depending on size. The pool can be filled the day welding is finished.',
          ),
          specifications: [
            { name: 'Range', value: `RENOLIT ${range.title}` },
            { name: 'Thickness', value: range.thickness },
            { name: 'Roll width', value: '1.65 m and 2.05 m' },
            { name: 'Surface', value: range.surface },
            { name: 'Reinforcement', value: 'Polyester mesh' },
            { name: 'UV resistance', value: 'Stabilised for tropical sunlight' },
            { name: 'Warranty', value: range.warranty },
          ],
          gallery: gallery.slice(0, 2),
        },
      });
    });
    return draft('renolit-category', {
      title: range.title,
      summary: range.summary,
      data: {
        image: gallery[0]!,
        banner: {
          heading: `RENOLIT ${range.title}`,
          text: range.bannerText,
          image: banner,
          cta: { name: 'Ask for samples', path: '/contact' },
        },
        about: rich(...range.about),
        benefits: range.benefits,
        gallery,
      },
      children: textures,
    });
  });
}
