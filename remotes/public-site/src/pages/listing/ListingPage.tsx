import { Link } from 'wouter';
import { useSettings } from '../../app/SiteContext';
import { CardGrid } from '../../blocks/CardGrid';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import type { PageOf } from '../types';

type Section = PageOf<'listing'>['section'];

/** What an empty section says, in the business's words. */
const EMPTY: Record<Section, string> = {
  services: 'Our services are being updated. Call us and we will tell you what we can do for your pool.',
  projects: 'Our project portfolio is being updated. Ask us for references near you.',
  products: 'Our product catalogue is being updated. Ask us for the equipment you need.',
  renolit: 'The membrane range is being updated. Ask us for samples and colours.',
  blog: 'No articles yet. New ones are on their way.',
  news: 'No news yet. Check back soon.',
  careers: 'There are no openings right now. You are welcome to send us your CV all the same.',
};

/** Posts and jobs are lists of two wide columns; the rest are visual grids. */
const COLUMNS: Record<Section, 2 | 3 | 4> = {
  services: 3,
  projects: 3,
  products: 4,
  renolit: 4,
  blog: 3,
  news: 3,
  careers: 2,
};

/** A section's index: services, projects (with type chips), products, membranes, blog, news, careers. */
export function ListingPage({ page }: { page: PageOf<'listing'> }) {
  const { footer } = useSettings();
  return (
    <div className={`page page--listing page--listing-${page.section}`}>
      <PageHero
        title={page.banner.heading}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
      />

      <div className="page-section">
        <div className="page-container">
          <RichText html={page.intro} className="listing__intro" />

          {page.groups && page.groups.length > 0 && (
            <nav aria-label="Project types" className="chips">
              <ul className="chips__list">
                {page.groups.map((group) => (
                  <li key={group.path}>
                    <Link href={group.path} className="chips__chip">
                      {group.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          {page.items.length > 0 ? (
            <CardGrid
              items={page.items}
              columns={COLUMNS[page.section]}
              headingLevel="h2"
              label={page.banner.heading}
            />
          ) : (
            <div className="empty-state" role="status">
              <p className="empty-state__text">{EMPTY[page.section]}</p>
              {page.section === 'careers' ? (
                <a className="page-button" href={`${footer.mailto}${footer.footerData.email_id_1}`}>
                  Email {footer.footerData.email_id_1}
                </a>
              ) : (
                <Link href={footer.contact_redirect} className="page-button">
                  {footer.contact_heading}
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
