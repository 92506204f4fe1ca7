/**
 * The layout configurator's settings (SPEC 3 "Layout settings", SPEC 4 "Layout"),
 * persisted in local storage. `layoutType`: 'menu-dark' / 'menu-light' are light
 * pages with a dark or light menu; 'dark' is the dark theme.
 */
export type LayoutType = 'menu-dark' | 'menu-light' | 'dark';
export type NavPosition = 'vertical' | 'horizontal';

export const HEADER_COLOURS = ['default', 'blue', 'teal', 'indigo', 'slate'] as const;
export type HeaderColour = (typeof HEADER_COLOURS)[number];
export const NAV_COLOURS = ['default', 'ocean', 'lagoon', 'dusk', 'forest'] as const;
export type NavColour = (typeof NAV_COLOURS)[number];
/** SPEC 9: five navigation background images. */
export const NAV_IMAGES = [1, 2, 3, 4, 5] as const;
export type NavImage = (typeof NAV_IMAGES)[number];
/**
 * SPEC 3 names `subLayout` without values: 'default' is today's vertical layout, 'compact'
 * a narrower menu with tighter rows, 'layout6' a coloured band behind the header and page top.
 */
export const SUB_LAYOUTS = ['default', 'compact', 'layout6'] as const;
export type SubLayout = (typeof SUB_LAYOUTS)[number];
/** SPEC 3 names icon styles without values: outlined icons, icons in a coloured box, or no icons. */
export const NAV_ICON_STYLES = ['line', 'boxed', 'none'] as const;
export type NavIconStyle = (typeof NAV_ICON_STYLES)[number];
/** SPEC 3 "layout6 background": five band colours, like the five nav images. */
export const LAYOUT6_BACKGROUNDS = ['berry', 'ocean', 'forest', 'sunset', 'night'] as const;
export type Layout6Background = (typeof LAYOUT6_BACKGROUNDS)[number];

export interface LayoutSettings {
  layout: NavPosition;
  subLayout: SubLayout;
  layoutType: LayoutType;
  collapseMenu: boolean;
  boxLayout: boolean;
  rtlLayout: boolean;
  headerFixedLayout: boolean;
  navFixedLayout: boolean;
  headerBackColor: HeaderColour;
  navBackColor: NavColour;
  navBackImage: NavImage | null;
  navIconStyle: NavIconStyle;
  /** Used only by the 'layout6' sub-layout. */
  layout6Background: Layout6Background;
  /** SPEC 9: the configurator block is shown by default. */
  configBlock: boolean;
}

/** SPEC 9: vertical layout, dark menu, fixed navigation and header, no box layout, no RTL, config block shown. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  layout: 'vertical',
  subLayout: 'default',
  layoutType: 'menu-dark',
  collapseMenu: false,
  boxLayout: false,
  rtlLayout: false,
  headerFixedLayout: true,
  navFixedLayout: true,
  headerBackColor: 'default',
  navBackColor: 'default',
  navBackImage: null,
  navIconStyle: 'line',
  layout6Background: 'berry',
  configBlock: true,
};

export const LAYOUT_STORAGE_KEY = 'managewell.layout';

/** Keeps only known values; anything else falls back to its default. */
export function sanitiseLayout(value: unknown): LayoutSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof LayoutSettings, unknown>
  >;
  const oneOf = <T>(options: readonly T[], candidate: unknown, fallback: T): T =>
    options.includes(candidate as T) ? (candidate as T) : fallback;
  const bool = (candidate: unknown, fallback: boolean) =>
    typeof candidate === 'boolean' ? candidate : fallback;
  const d = DEFAULT_LAYOUT;
  return {
    layout: oneOf(['vertical', 'horizontal'] as const, v.layout, d.layout),
    subLayout: oneOf(SUB_LAYOUTS, v.subLayout, d.subLayout),
    layoutType: oneOf(['menu-dark', 'menu-light', 'dark'] as const, v.layoutType, d.layoutType),
    collapseMenu: bool(v.collapseMenu, d.collapseMenu),
    boxLayout: bool(v.boxLayout, d.boxLayout),
    rtlLayout: bool(v.rtlLayout, d.rtlLayout),
    headerFixedLayout: bool(v.headerFixedLayout, d.headerFixedLayout),
    navFixedLayout: bool(v.navFixedLayout, d.navFixedLayout),
    headerBackColor: oneOf(HEADER_COLOURS, v.headerBackColor, d.headerBackColor),
    navBackColor: oneOf(NAV_COLOURS, v.navBackColor, d.navBackColor),
    navBackImage: oneOf([null, ...NAV_IMAGES], v.navBackImage, d.navBackImage),
    navIconStyle: oneOf(NAV_ICON_STYLES, v.navIconStyle, d.navIconStyle),
    layout6Background: oneOf(LAYOUT6_BACKGROUNDS, v.layout6Background, d.layout6Background),
    configBlock: bool(v.configBlock, d.configBlock),
  };
}

export type LayoutAction =
  | { type: 'set'; changes: Partial<LayoutSettings> }
  | { type: 'navBackImage'; image: NavImage | null }
  | { type: 'reset' };

/** SPEC 4: choosing a nav background image forces a light menu to dark. */
export function layoutReducer(state: LayoutSettings, action: LayoutAction): LayoutSettings {
  switch (action.type) {
    case 'set':
      return sanitiseLayout({ ...state, ...action.changes });
    case 'navBackImage':
      return {
        ...state,
        navBackImage: action.image,
        layoutType: action.image && state.layoutType === 'menu-light' ? 'menu-dark' : state.layoutType,
      };
    case 'reset':
      return DEFAULT_LAYOUT;
  }
}

/** The stored settings (defaults when none or unreadable). */
export function readStoredLayout(): LayoutSettings {
  try {
    const raw = localStorage.getItem(LAYOUT_STORAGE_KEY);
    return raw ? sanitiseLayout(JSON.parse(raw)) : DEFAULT_LAYOUT;
  } catch {
    return DEFAULT_LAYOUT;
  }
}

/** SPEC 4: the dark type adds a dark body style; RTL sets the page's direction. */
export function applyLayoutToDocument(settings: Pick<LayoutSettings, 'layoutType' | 'rtlLayout'>) {
  document.body.classList.toggle('dark', settings.layoutType === 'dark');
  document.documentElement.dir = settings.rtlLayout ? 'rtl' : 'ltr';
}
