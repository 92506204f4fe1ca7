import type { SiteHeader, SiteLink } from '@managewell/api/contract';
import { Link } from 'wouter';

/** A column list of menu links, optionally with sub-links (product categories → sub-categories). */
export interface MenuGroup {
  name: string;
  path: string;
  children?: { name: string; path: string }[];
}

/** The header's menu groups, from the settings' menus. */
export function headerMenus(header: SiteHeader) {
  return {
    products: header.product.map<MenuGroup>((category) => ({
      name: category.name,
      path: category.path,
      children: category.children,
    })),
    services: header.service.map<MenuGroup>((service) => ({
      name: service.listing_name,
      path: service.path,
    })),
    renolit: header.renolit.map<MenuGroup>((item) => ({ name: item.listing_name, path: item.path })),
  };
}

/** The header's plain links after the dropdowns (SPEC: Gallery, why-us, about, contact). */
export function headerLinks(header: SiteHeader): SiteLink[] {
  return [
    { name: header.gallery_heading, path: header.gallery_redirect },
    { name: header.why_us_heading, path: header.why_us_redirect },
    { name: header.about_heading, path: header.about_redirect },
    { name: header.contact_heading, path: header.contact_redirect },
  ];
}

/** A desktop dropdown panel: the section's groups in columns, and a link to the whole section. */
export function MegaMenu({
  id,
  heading,
  sectionPath,
  groups,
  open,
}: {
  id: string;
  heading: string;
  sectionPath: string;
  groups: MenuGroup[];
  open: boolean;
}) {
  const withChildren = groups.some((group) => group.children && group.children.length > 0);
  return (
    <div id={id} className="site-mega" hidden={!open}>
      <div className={withChildren ? 'site-mega__inner site-mega__inner--columns' : 'site-mega__inner'}>
        <ul className="site-mega__groups">
          {groups.map((group) => (
            <li key={group.path} className="site-mega__group">
              <Link href={group.path} className="site-mega__link">
                {group.name}
              </Link>
              {group.children && group.children.length > 0 && (
                <ul className="site-mega__children">
                  {group.children.map((child) => (
                    <li key={child.path}>
                      <Link href={child.path} className="site-mega__child">
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <Link href={sectionPath} className="site-mega__all">
          All {heading}
        </Link>
      </div>
    </div>
  );
}
