import { EnquireCta } from '../../blocks/EnquireCta';
import { Gallery } from '../../blocks/Gallery';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import { UspGrid } from '../../blocks/UspGrid';
import type { PageOf } from '../types';
import { TextureGrid } from './TextureGrid';

/** A Renolit membrane range: its textures as swatches, the benefits, pools finished with it. */
export function RenolitCategoryPage({ page }: { page: PageOf<'renolit-category'> }) {
  return (
    <div className="page page--renolit-category">
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
      <Section title="Textures" tone="surface" intro="Choose a finish to see it up close.">
        {page.textures.length > 0 ? (
          <TextureGrid textures={page.textures} label={`${page.title} textures`} />
        ) : (
          <p className="empty-state__text">Textures are being added. Ask us for samples.</p>
        )}
      </Section>
      {page.benefits.length > 0 && (
        <Section title="Benefits">
          <UspGrid usps={page.benefits} />
        </Section>
      )}
      {page.gallery.length > 0 && (
        <Section title="Pools finished with this membrane" tone="surface">
          <Gallery images={page.gallery} label={`${page.title} photos`} />
        </Section>
      )}
      <EnquireCta heading="Ask for membrane samples" />
    </div>
  );
}
