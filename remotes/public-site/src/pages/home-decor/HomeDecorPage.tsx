import { CardGrid } from '../../blocks/CardGrid';
import { Gallery } from '../../blocks/Gallery';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import { SpecTable } from '../../blocks/SpecTable';
import type { PageOf } from '../types';

/** Home decor (uPVC windows): what we offer, the range, specifications and installed examples. */
export function HomeDecorPage({ page }: { page: PageOf<'home-decor'> }) {
  return (
    <div className="page page--home-decor">
      <PageHero
        title={page.title}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
      />
      <div className="page-section">
        <div className="page-container page-narrow">
          <RichText html={page.body} />
        </div>
      </div>
      {page.items.length > 0 && (
        <Section title="The range" tone="surface">
          <CardGrid items={page.items} columns={3} />
        </Section>
      )}
      {page.specifications.length > 0 && (
        <Section title="Specifications">
          <div className="page-narrow">
            <SpecTable specs={page.specifications} />
          </div>
        </Section>
      )}
      {page.gallery.length > 0 && (
        <Section title="Installed by us" tone="surface">
          <Gallery images={page.gallery} label={`${page.title} photos`} />
        </Section>
      )}
    </div>
  );
}
