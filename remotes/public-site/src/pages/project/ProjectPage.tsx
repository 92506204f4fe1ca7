import { Link } from 'wouter';
import { CardGrid } from '../../blocks/CardGrid';
import { EnquireCta } from '../../blocks/EnquireCta';
import { Gallery } from '../../blocks/Gallery';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import { SpecTable } from '../../blocks/SpecTable';
import type { PageOf } from '../types';

/** One built project: the story, the key facts, photos and similar projects. */
export function ProjectPage({ page }: { page: PageOf<'project'> }) {
  return (
    <div className="page page--project">
      <PageHero
        title={page.title}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
        eyebrow={
          <Link href={page.type.path} className="page-hero__eyebrow-link">
            {page.type.name}
          </Link>
        }
      />

      <div className="page-container page-columns">
        <div className="page-columns__main page-block">
          <h2 className="page-block__title">About the project</h2>
          <RichText html={page.about} />
        </div>
        <aside className="page-columns__aside" aria-labelledby="project-facts">
          <div className="facts">
            <h2 id="project-facts" className="facts__title">
              Project facts
            </h2>
            <dl className="facts__list">
              <div>
                <dt>Location</dt>
                <dd>{page.location}</dd>
              </div>
              <div>
                <dt>Completed</dt>
                <dd>{page.year}</dd>
              </div>
              <div>
                <dt>Size</dt>
                <dd>{page.size}</dd>
              </div>
              <div>
                <dt>Pool type</dt>
                <dd>
                  <Link href={page.type.path}>{page.type.name}</Link>
                </dd>
              </div>
            </dl>
            <SpecTable specs={page.facts} />
          </div>
        </aside>
      </div>

      {page.gallery.length > 0 && (
        <Section title="Gallery" tone="surface">
          <Gallery images={page.gallery} label={`${page.title} photos`} />
        </Section>
      )}

      {page.related.length > 0 && (
        <Section title="Related projects">
          <CardGrid items={page.related} columns={3} />
        </Section>
      )}

      <EnquireCta heading="Want a pool like this?" />
    </div>
  );
}
