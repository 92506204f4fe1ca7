import { Link } from 'wouter';
import { Breadcrumbs } from '../../blocks/Breadcrumbs';
import { CardGrid } from '../../blocks/CardGrid';
import { Reviews } from '../../blocks/Reviews';
import { RichText } from '../../blocks/RichText';
import { averageRating, formatRating } from '../../blocks/rating';
import { Section } from '../../blocks/Section';
import { SpecTable } from '../../blocks/SpecTable';
import { Stars } from '../../blocks/Stars';
import { useEnquiry } from '../../enquiry/EnquiryContext';
import { lastSegment } from '../paths';
import type { PageOf } from '../types';
import { ProductGallery } from './ProductGallery';

/** A product: gallery and summary first, then details, specifications, features, reviews, alternatives. */
export function ProductPage({ page }: { page: PageOf<'product'> }) {
  const enquiry = useEnquiry();
  const average = averageRating(page.reviews.map((review) => review.rating));
  return (
    <div className="page page--product">
      <div className="page-hero page-hero--compact">
        <div className="page-hero__inner page-container">
          <Breadcrumbs items={page.breadcrumbs} />
        </div>
      </div>

      <section className="page-section product-main" aria-labelledby="product-title">
        <div className="page-container product-main__inner">
          <ProductGallery images={page.images} title={page.title} />
          <div className="product-main__summary">
            <p className="product-main__eyebrow">
              <Link href={page.category.path}>{page.category.name}</Link>
              <span aria-hidden="true"> / </span>
              <Link href={page.subCategory.path}>{page.subCategory.name}</Link>
            </p>
            <h1 id="product-title" className="product-main__title">
              {page.title}
            </h1>
            {average !== null && (
              <p className="product-main__rating">
                <Stars rating={average} />
                <a href="#product-reviews">
                  {formatRating(average)} ({page.reviews.length}{' '}
                  {page.reviews.length === 1 ? 'review' : 'reviews'})
                </a>
              </p>
            )}
            <p className="product-main__lead">{page.summary}</p>
            <dl className="product-main__meta">
              <div>
                <dt>Brand</dt>
                <dd>{page.brand}</dd>
              </div>
              <div>
                <dt>SKU</dt>
                <dd>{page.sku}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="page-button"
              onClick={() => enquiry.open(lastSegment(page.path))}
            >
              Enquire about this product
            </button>
          </div>
        </div>
      </section>

      <div className="page-container page-columns page-columns--even">
        <section className="page-block" aria-labelledby="product-about">
          <h2 id="product-about" className="page-block__title">
            About this product
          </h2>
          <RichText html={page.about} />
          {page.features.length > 0 && (
            <>
              <h3 className="page-block__subtitle">Features</h3>
              <ul className="check-list">
                {page.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          )}
        </section>
        {page.specifications.length > 0 && (
          <section className="page-block" aria-labelledby="product-specifications">
            <h2 id="product-specifications" className="page-block__title">
              Specifications
            </h2>
            <SpecTable specs={page.specifications} />
          </section>
        )}
      </div>

      <section
        id="product-reviews"
        className="page-section page-section--surface"
        aria-labelledby="product-reviews-title"
      >
        <div className="page-container">
          <h2 id="product-reviews-title" className="page-section__title">
            Customer reviews
          </h2>
          <Reviews reviews={page.reviews} />
        </div>
      </section>

      {page.similar.length > 0 && (
        <Section title="Similar products">
          <CardGrid items={page.similar} columns={4} />
        </Section>
      )}
      {page.others.length > 0 && (
        <Section title="Other products" tone="surface">
          <CardGrid items={page.others} columns={4} />
        </Section>
      )}
    </div>
  );
}
