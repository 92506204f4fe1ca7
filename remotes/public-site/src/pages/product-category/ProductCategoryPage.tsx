import { CardGrid } from '../../blocks/CardGrid';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import type { PageOf } from '../types';

/** A product category: its introduction and its sub-categories (the next step down). */
export function ProductCategoryPage({ page }: { page: PageOf<'product-category'> }) {
  return (
    <div className="page page--product-category">
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
      <Section title={`${page.title} range`} tone="surface">
        {page.subCategories.length > 0 ? (
          <CardGrid items={page.subCategories} columns={4} />
        ) : (
          <p className="empty-state__text">This range is being updated. Ask us for what you need.</p>
        )}
      </Section>
    </div>
  );
}
