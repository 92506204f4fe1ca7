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

export interface LayoutSettings {
  layout: NavPosition;
  layoutType: LayoutType;
  collapseMenu: boolean;
  boxLayout: boolean;
  rtlLayout: boolean;
  headerFixedLayout: boolean;
  navFixedLayout: boolean;
  headerBackColor: HeaderColour;
  navBackColor: NavColour;
  navBackImage: NavImage | null;
  /** SPEC 9: the configurator block is shown by default. */
  configBlock: boolean;
}

/** SPEC 9: vertical layout, dark menu, fixed navigation and header, no box layout, no RTL, config block shown. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  layout: 'vertical',
  layoutType: 'menu-dark',
  collapseMenu: false,
  boxLayout: false,
  rtlLayout: false,
  headerFixedLayout: true,
  navFixedLayout: true,
  headerBackColor: 'default',
  navBackColor: 'default',
  navBackImage: null,
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
    layoutType: oneOf(['menu-dark', 'menu-light', 'dark'] as const, v.layoutType, d.layoutType),
    collapseMenu: bool(v.collapseMenu, d.collapseMenu),
    boxLayout: bool(v.boxLayout, d.boxLayout),
    rtlLayout: bool(v.rtlLayout, d.rtlLayout),
    headerFixedLayout: bool(v.headerFixedLayout, d.headerFixedLayout),
    navFixedLayout: bool(v.navFixedLayout, d.navFixedLayout),
    headerBackColor: oneOf(HEADER_COLOURS, v.headerBackColor, d.headerBackColor),
    navBackColor: oneOf(NAV_COLOURS, v.navBackColor, d.navBackColor),
    navBackImage: oneOf([null, ...NAV_IMAGES], v.navBackImage, d.navBackImage),
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
