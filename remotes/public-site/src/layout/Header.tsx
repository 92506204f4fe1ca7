import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSettings } from '../app/SiteContext';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon, SearchIcon } from '../icons/icons';
import { SearchDialog } from '../search/SearchDialog';
import { DarkModeToggle } from '../theme/DarkModeToggle';
import { headerLinks, headerMenus, MegaMenu, type MenuGroup } from './MegaMenu';
import { MobileDrawer } from './MobileDrawer';
import { SettingIcon } from './SettingIcon';
import { type HeaderMenu, useHeaderMenus } from './useHeaderMenus';
import { useScrolled } from './useScrolled';

/** Logo box: the SVG logos scale into it (CSS sets the height), the space is reserved. */
const LOGO_WIDTH = 180;
const LOGO_HEIGHT = 48;

/**
 * The public header (SPEC 2 "Public site links and layout", 4 "Public header"): fixed, transparent
 * with the white logo over the dark hero until the page scrolls 50 px, then solid with the
 * colour logo. Products and services mega menus (renolit when enabled), the section links,
 * search, dark mode, the call button and, below 992 px, the burger with its drawer.
 */
export function Header() {
  const { header } = useSettings();
  const [location] = useLocation();
  const solid = useScrolled();
  const nav = useRef<HTMLElement>(null);
  const menus = useHeaderMenus(nav);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const groups = headerMenus(header);
  const { closeAll } = menus;

  // Any navigation closes every menu and the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `location` is the trigger, not an input
  useEffect(() => {
    closeAll();
    setDrawerOpen(false);
  }, [location, closeAll]);

  const closeDrawer = () => {
    setDrawerOpen(false);
    burger.current?.focus();
  };

  const dropdown = (menu: HeaderMenu, heading: string, sectionPath: string, items: MenuGroup[]) => {
    const panelId = `${baseId}-${menu}`;
    const open = menus.openMenu === menu;
    return (
      <li
        className={open ? 'site-header__item site-header__item--open' : 'site-header__item'}
        onPointerEnter={(event) => event.pointerType === 'mouse' && menus.hoverEnter(menu)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && menus.hoverLeave()}
      >
        <button
          ref={menus.registerButton(menu)}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => menus.toggle(menu)}
        >
          {heading}
          <ChevronDownIcon size={16} className="site-header__chevron" />
        </button>
        <MegaMenu id={panelId} heading={heading} sectionPath={sectionPath} groups={items} open={open} />
      </li>
    );
  };

  return (
    <header className={solid ? 'site-header site-header--solid' : 'site-header'}>
      <a className="site-skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand" aria-label={`${header.company_name}: home`}>
          <img
            className="site-header__logo site-header__logo--white"
            src={header.white_logo}
            alt={header.logo_alt_title}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            hidden={solid}
          />
          <img
            className="site-header__logo site-header__logo--colour"
            src={header.colourful_logo}
            alt={header.logo_alt_title}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            hidden={!solid}
            // Hidden until the page scrolls: fetched then, not with the first screen's images.
            loading="lazy"
          />
        </Link>

        <nav ref={nav} className="site-header__nav" aria-label="Main">
          <ul className="site-header__menu">
            {dropdown('products', header.product_heading, header.product_redirect, groups.products)}
            {dropdown('services', header.service_heading, header.service_redirect, groups.services)}
            {header.show_renolit_menu &&
              dropdown('renolit', header.renolit_heading, header.renolit_redirect, groups.renolit)}
            {headerLinks(header).map((link) => (
              <li key={link.path} className="site-header__item">
                <Link href={link.path} className="site-header__link">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          <button
            type="button"
            className="site-icon-button"
            aria-label="Search the site"
            aria-haspopup="dialog"
            onClick={() => setSearchOpen(true)}
          >
            <SearchIcon />
          </button>
          <DarkModeToggle />
          <a className="site-header__call" href={header.tel} aria-label={`Call us on ${header.phone_no}`}>
            <SettingIcon
              src={header.call_icon}
              alt={header.call_icon_alt_title}
              fallbackAlt="Call us"
              size={18}
              drawing={<PhoneIcon size={18} />}
            />
            <span className="site-header__call-number">{header.phone_no}</span>
          </a>
          <button
            ref={burger}
            type="button"
            className="site-icon-button site-header__burger"
            aria-label={drawerOpen ? 'Close the menu' : 'Open the menu'}
            aria-expanded={drawerOpen}
            aria-controls={`${baseId}-drawer`}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            {drawerOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {drawerOpen && <MobileDrawer id={`${baseId}-drawer`} header={header} onClose={closeDrawer} />}
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </header>
  );
}
