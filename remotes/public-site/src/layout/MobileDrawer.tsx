import type { SiteHeader } from '@managewell/api/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ChevronDownIcon, PhoneIcon } from '../icons/icons';
import { headerLinks, headerMenus, type MenuGroup } from './MegaMenu';

function Accordion({
  heading,
  sectionPath,
  groups,
}: {
  heading: string;
  sectionPath: string;
  groups: MenuGroup[];
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="site-drawer__item">
      <button
        type="button"
        className="site-drawer__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {heading}
        <ChevronDownIcon className="site-drawer__chevron" />
      </button>
      <ul id={panelId} className="site-drawer__panel" hidden={!open}>
        {groups.map((group) => (
          <li key={group.path}>
            <Link href={group.path} className="site-drawer__link">
              {group.name}
            </Link>
            {group.children && group.children.length > 0 && (
              <ul className="site-drawer__children">
                {group.children.map((child) => (
                  <li key={child.path}>
                    <Link href={child.path} className="site-drawer__child">
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        <li>
          <Link href={sectionPath} className="site-drawer__link site-drawer__link--all">
            All {heading}
          </Link>
        </li>
      </ul>
    </li>
  );
}

/**
 * The mobile menu (below 992 px): the same sections as accordions, then the plain links,
 * and the call button. Esc closes it and focus returns to the burger.
 */
export function MobileDrawer({
  id,
  header,
  onClose,
}: {
  id: string;
  header: SiteHeader;
  onClose: () => void;
}) {
  const menus = headerMenus(header);
  const drawer = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    drawer.current?.querySelector<HTMLElement>('button, a')?.focus();
    document.body.classList.add('site-drawer-open');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('site-drawer-open');
    };
  }, []);

  return (
    <div ref={drawer} id={id} className="site-drawer">
      <nav aria-label="Mobile">
        <ul className="site-drawer__list">
          <Accordion
            heading={header.product_heading}
            sectionPath={header.product_redirect}
            groups={menus.products}
          />
          <Accordion
            heading={header.service_heading}
            sectionPath={header.service_redirect}
            groups={menus.services}
          />
          {header.show_renolit_menu && (
            <Accordion
              heading={header.renolit_heading}
              sectionPath={header.renolit_redirect}
              groups={menus.renolit}
            />
          )}
          {headerLinks(header).map((link) => (
            <li key={link.path} className="site-drawer__item">
              <Link href={link.path} className="site-drawer__top-link">
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-drawer__actions">
        <a className="site-button site-button--primary" href={header.tel}>
          <PhoneIcon size={18} /> {header.phone_no}
        </a>
      </div>
    </div>
  );
}
