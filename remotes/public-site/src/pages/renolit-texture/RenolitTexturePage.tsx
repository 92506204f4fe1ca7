import { Link } from 'wouter';
import { EnquireCta } from '../../blocks/EnquireCta';
import { Gallery } from '../../blocks/Gallery';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import { SpecTable } from '../../blocks/SpecTable';
import { UspGrid } from '../../blocks/UspGrid';
import { Picture } from '../../media/Picture';
import { TextureGrid } from '../renolit-category/TextureGrid';
import type { PageOf } from '../types';

/** Follows `.texture-detail`: the swatch takes 5/12 of the container from 992px. */
const SWATCH_SIZES = '(min-width: 1200px) 480px, (min-width: 992px) 40vw, 92vw';

/** One membrane texture: the swatch large, what it is, its specifications and pools using it. */
export function RenolitTexturePage({ page }: { page: PageOf<'renolit-texture'> }) {
  return (
    <div className="page page--renolit-texture">
      <PageHero
        title={page.title}
        breadcrumbs={page.breadcrumbs}
        size="compact"
        eyebrow={
          <Link href={page.category.path} className="page-hero__eyebrow-link">
            {page.category.name}
          </Link>
        }
      />
      <div className="page-section">
        <div className="page-container texture-detail">
          <Picture image={page.swatch} sizes={SWATCH_SIZES} priority className="texture-detail__swatch" />
          <div className="texture-detail__text">
            <RichText html={page.about} />
            <SpecTable specs={page.specifications} caption="Specifications" />
          </div>
        </div>
      </div>
      {page.benefits.length > 0 && (
        <Section title="Benefits" tone="surface">
          <UspGrid usps={page.benefits} />
        </Section>
      )}
      {page.gallery.length > 0 && (
        <Section title={`Pools in ${page.title}`}>
          <Gallery images={page.gallery} label={`${page.title} photos`} />
        </Section>
      )}
      {page.others.length > 0 && (
        <Section title={`More ${page.category.name} textures`} tone="surface">
          <TextureGrid textures={page.others} label={`More ${page.category.name} textures`} />
        </Section>
      )}
      <EnquireCta heading={`Like ${page.title}?`} text="Ask us for a sample and a quotation for your pool." />
    </div>
  );
}
