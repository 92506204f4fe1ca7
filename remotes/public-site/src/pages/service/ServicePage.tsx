import { CardGrid } from '../../blocks/CardGrid';
import { FaqList } from '../../blocks/FaqList';
import { Gallery } from '../../blocks/Gallery';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import { UspGrid } from '../../blocks/UspGrid';
import { EnquiryForm } from '../../enquiry/EnquiryForm';
import { lastSegment } from '../paths';
import type { PageOf } from '../types';

/** The gallery sits in the main column (1200px − 380px aside − 56px gap) from 992px. */
const GALLERY_SIZES = '(min-width: 1200px) 180px, (min-width: 992px) 16vw, (min-width: 600px) 31vw, 46vw';

/** One service: what it is, why us, our work, FAQs, with the enquiry form beside (below on phones). */
export function ServicePage({ page }: { page: PageOf<'service'> }) {
  const slug = lastSegment(page.path);
  return (
    <div className="page page--service">
      <PageHero
        title={page.title}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
      />

      <div className="page-container page-columns">
        <div className="page-columns__main">
          <section aria-label={`About ${page.title}`} className="page-block">
            <RichText html={page.about} />
          </section>
          {page.advantages.length > 0 && (
            <section aria-labelledby="service-advantages" className="page-block">
              <h2 id="service-advantages" className="page-block__title">
                Advantages
              </h2>
              <UspGrid usps={page.advantages} />
            </section>
          )}
          {page.gallery.length > 0 && (
            <section aria-labelledby="service-gallery" className="page-block">
              <h2 id="service-gallery" className="page-block__title">
                Gallery
              </h2>
              <Gallery images={page.gallery} label={`${page.title} photos`} sizes={GALLERY_SIZES} />
            </section>
          )}
          {page.faqs.length > 0 && (
            <section aria-labelledby="service-faqs" className="page-block">
              <h2 id="service-faqs" className="page-block__title">
                Frequently asked questions
              </h2>
              <FaqList faqs={page.faqs} />
            </section>
          )}
        </div>
        <aside className="page-columns__aside" aria-label="Enquire about this service">
          <div className="page-columns__sticky">
            <EnquiryForm variant="inline" defaultService={slug} />
          </div>
        </aside>
      </div>

      {page.projects.length > 0 && (
        <Section title="Projects with this service" tone="surface">
          <CardGrid items={page.projects} columns={3} />
        </Section>
      )}
      {page.related.length > 0 && (
        <Section title="Related services">
          <CardGrid items={page.related} columns={3} />
        </Section>
      )}
    </div>
  );
}
