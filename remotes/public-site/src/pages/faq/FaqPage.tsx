import { EnquireCta } from '../../blocks/EnquireCta';
import { FaqList } from '../../blocks/FaqList';
import { PageHero } from '../../blocks/PageHero';
import type { PageOf } from '../types';

/** All frequently asked questions, grouped by category, each one a disclosure. */
export function FaqPage({ page }: { page: PageOf<'faq'> }) {
  return (
    <div className="page page--faq">
      <PageHero
        title={page.banner.heading}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
      />
      <div className="page-section">
        <div className="page-container page-narrow">
          {page.faqs.length > 0 ? (
            <FaqList faqs={page.faqs} grouped />
          ) : (
            <p className="empty-state__text">Questions are being added. Ask us anything in the meantime.</p>
          )}
        </div>
      </div>
      <EnquireCta heading="Still have a question?" />
    </div>
  );
}
