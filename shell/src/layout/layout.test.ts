import type { MenuItem } from '@managewell/ui';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, layoutReducer, sanitiseLayout } from './configurator/layoutSettings';
import { scrollStep } from './HorizontalNav';
import { nextOpenKeys, openKeysFor, selectedKeyFor } from './menuState';
import { badgeCount } from './NotificationBell';
import { withShellMenu } from './useRoleMenu';
import { viewportMode } from './useViewport';

const menu: MenuItem[] = [
  {
    key: 'tables',
    title: 'View Tables',
    children: [
      { key: 'leaves', title: 'Leaves', path: '/app/hr/read-leaves' },
      {
        key: 'appraisals',
        title: 'Appraisals',
        children: [{ key: 'goals', title: 'Goals', path: '/app/hr/employee-goal' }],
      },
    ],
  },
  {
    key: 'employee',
    title: 'Employee',
    children: [{ key: 'list', title: 'Employee List', path: '/app/hr/employee' }],
  },
];

describe('menu behaviour (SPEC 4)', () => {
  it('opens one main menu at a time', () => {
    expect(nextOpenKeys(menu, ['tables'], ['tables', 'employee'])).toEqual(['employee']);
  });

  it('closes a main menu on a second click', () => {
    expect(nextOpenKeys(menu, ['tables'], [])).toEqual([]);
  });

  it('toggles a sub-menu on its own, inside its main menu', () => {
    expect(nextOpenKeys(menu, ['tables'], ['tables', 'appraisals'])).toEqual(['tables', 'appraisals']);
    expect(nextOpenKeys(menu, ['tables', 'appraisals'], ['tables'])).toEqual(['tables']);
  });

  it('opens and selects the entries of the current page', () => {
    expect(openKeysFor(menu, '/app/hr/employee-goal')).toEqual(['tables', 'appraisals']);
    expect(selectedKeyFor(menu, '/app/hr/employee-goal')).toBe('goals');
    expect(selectedKeyFor(menu, '/app/hr/employee')).toBe('list');
    expect(selectedKeyFor(menu, '/app/hr/dashboard')).toBeUndefined();
  });
});

describe('layout settings', () => {
  it('defaults to SPEC 9: vertical, dark menu, fixed header and nav, no box, no RTL', () => {
    expect(DEFAULT_LAYOUT).toMatchObject({
      layout: 'vertical',
      layoutType: 'menu-dark',
      headerFixedLayout: true,
      navFixedLayout: true,
      boxLayout: false,
      rtlLayout: false,
      configBlock: true,
    });
  });

  it('switches a light menu to dark when a background image is chosen', () => {
    const light = layoutReducer(DEFAULT_LAYOUT, { type: 'set', changes: { layoutType: 'menu-light' } });
    expect(layoutReducer(light, { type: 'navBackImage', image: 3 })).toMatchObject({
      navBackImage: 3,
      layoutType: 'menu-dark',
    });
    const dark = layoutReducer(DEFAULT_LAYOUT, { type: 'set', changes: { layoutType: 'dark' } });
    expect(layoutReducer(dark, { type: 'navBackImage', image: 1 }).layoutType).toBe('dark');
  });

  it('resets to the defaults and ignores stored junk', () => {
    const changed = layoutReducer(DEFAULT_LAYOUT, {
      type: 'set',
      changes: { rtlLayout: true, boxLayout: true },
    });
    expect(layoutReducer(changed, { type: 'reset' })).toEqual(DEFAULT_LAYOUT);
    expect(sanitiseLayout({ layout: 'diagonal', rtlLayout: 'yes', navBackImage: 9 })).toEqual(DEFAULT_LAYOUT);
  });

  it("defaults the sub-layout, icon style and band to today's look", () => {
    expect(DEFAULT_LAYOUT).toMatchObject({
      subLayout: 'default',
      navIconStyle: 'line',
      layout6Background: 'berry',
    });
    // Settings stored before these existed read as the defaults.
    expect(sanitiseLayout({ layout: 'horizontal' })).toMatchObject({
      layout: 'horizontal',
      subLayout: 'default',
      navIconStyle: 'line',
      layout6Background: 'berry',
    });
  });

  it('keeps known sub-layout, icon style and band values and drops unknown ones', () => {
    expect(
      sanitiseLayout({ subLayout: 'layout6', navIconStyle: 'boxed', layout6Background: 'night' }),
    ).toMatchObject({ subLayout: 'layout6', navIconStyle: 'boxed', layout6Background: 'night' });
    expect(
      sanitiseLayout({ subLayout: 'layout-9', navIconStyle: 'filled', layout6Background: '#ff0066' }),
    ).toEqual(DEFAULT_LAYOUT);
    const changed = layoutReducer(DEFAULT_LAYOUT, {
      type: 'set',
      changes: { subLayout: 'compact', navIconStyle: 'none' },
    });
    expect(changed).toMatchObject({ subLayout: 'compact', navIconStyle: 'none' });
    expect(layoutReducer(changed, { type: 'reset' })).toEqual(DEFAULT_LAYOUT);
  });
});

describe('constants of SPEC 9', () => {
  it('scrolls the horizontal nav by the wrapper width minus 80px', () => {
    expect(scrollStep(1000)).toBe(920);
    expect(scrollStep(50)).toBe(0);
  });

  it('goes mobile below 992px and auto-collapses below 1024px', () => {
    expect(viewportMode(991)).toBe('mobile');
    expect(viewportMode(992)).toBe('compact');
    expect(viewportMode(1023)).toBe('compact');
    expect(viewportMode(1024)).toBe('wide');
  });

  it('counts the three notification lists, empty when none', () => {
    const n = { id: 1, title: 't', content: 'c', createdAt: '' };
    expect(badgeCount({ roleNotification: [n], allNotification: [n, n], myNotification: [] })).toBe(3);
    expect(badgeCount(null)).toBe(0);
  });
});

describe('every staff menu', () => {
  it('ends with the company calendar, once', () => {
    const role: MenuItem[] = [{ key: 'home', title: 'Home', path: '/app/hr/dashboard' }];
    expect(withShellMenu(role).map((item) => item.path)).toEqual(['/app/hr/dashboard', '/full-calendar']);
    const already: MenuItem[] = [
      { key: 'g', title: 'Group', children: [{ key: 'c', title: 'Calendar', path: '/full-calendar' }] },
    ];
    expect(withShellMenu(already)).toEqual(already);
  });
});
