import { Link } from 'wouter';
import { CardGrid } from '../../blocks/CardGrid';
import { EnquireCta } from '../../blocks/EnquireCta';
import { Gallery } from '../../blocks/Gallery';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import type { PageOf } from '../types';

/** One of the nineteen fixed pool types: what it is, its gallery, our projects of the type. */
export function ProjectTypePage({ page }: { page: PageOf<'project-type'> }) {
  return (
    <div className="page page--project-type">
      <PageHero
        title={page.title}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
      />

      <div className="page-section">
        <div className="page-container page-narrow">
          <RichText html={page.about} />
        </div>
      </div>

      {page.gallery.length > 0 && (
        <Section title="Gallery" tone="surface">
          <Gallery images={page.gallery} label={`${page.title} photos`} />
        </Section>
      )}

      <Section title={`Our ${page.title.toLowerCase()}`}>
        {page.projects.length > 0 ? (
          <CardGrid items={page.projects} columns={3} />
        ) : (
          <p className="empty-state__text">
            Projects of this type are being added. Ask us for references near you.
          </p>
        )}
      </Section>

      {page.otherTypes.length > 0 && (
        <Section title="Other pool types" tone="surface">
          <nav aria-label="Other pool types" className="chips">
            <ul className="chips__list">
              {page.otherTypes.map((type) => (
                <li key={type.path}>
                  <Link href={type.path} className="chips__chip">
                    {type.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Section>
      )}

      <EnquireCta heading={`Planning ${page.title.toLowerCase()}?`} />
    </div>
  );
}
