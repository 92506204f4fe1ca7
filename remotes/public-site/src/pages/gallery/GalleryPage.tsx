import { Link } from 'wouter';
import { Gallery } from '../../blocks/Gallery';
import { PageHero } from '../../blocks/PageHero';
import { Section } from '../../blocks/Section';
import type { PageOf } from '../types';

/** Photos of our pools, one group per project type, each linking to that type's page. */
export function GalleryPage({ page }: { page: PageOf<'gallery'> }) {
  return (
    <div className="page page--gallery">
      <PageHero
        title={page.banner.heading}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
      />
      {page.groups.length === 0 && (
        <div className="page-section">
          <p className="page-container empty-state__text">Photos are being added. Check back soon.</p>
        </div>
      )}
      {page.groups.map((group, at) => (
        <Section
          key={group.path}
          title={group.title}
          tone={at % 2 === 1 ? 'surface' : 'plain'}
          action={
            <Link href={group.path} className="page-link">
              See {group.title.toLowerCase()}
            </Link>
          }
        >
          <Gallery images={group.images} label={`${group.title} photos`} />
        </Section>
      ))}
    </div>
  );
}
