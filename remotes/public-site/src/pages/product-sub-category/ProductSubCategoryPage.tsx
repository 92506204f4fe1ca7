import { Link } from 'wouter';
import { CardGrid } from '../../blocks/CardGrid';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import type { PageOf } from '../types';

/** A sub-category: its products, and its sibling sub-categories in the same category. */
export function ProductSubCategoryPage({ page }: { page: PageOf<'product-sub-category'> }) {
  return (
    <div className="page page--product-sub-category">
      <PageHero
        title={page.title}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
        eyebrow={
          <Link href={page.category.path} className="page-hero__eyebrow-link">
            {page.category.name}
          </Link>
        }
      />
      <div className="page-section">
        <div className="page-container page-narrow">
          <RichText html={page.about} />
        </div>
      </div>
      <Section title="Products" tone="surface">
        {page.products.length > 0 ? (
          <CardGrid items={page.products} columns={4} />
        ) : (
          <p className="empty-state__text">Products are being added. Ask us for what you need.</p>
        )}
      </Section>
      {page.otherSubCategories.length > 0 && (
        <Section title={`More in ${page.category.name}`}>
          <CardGrid items={page.otherSubCategories} columns={4} />
        </Section>
      )}
    </div>
  );
}
