import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { formatDate } from '../../format/date';
import type { PageOf } from '../types';

/** Terms, privacy policy or disclaimer: long text set for reading, with when it last changed. */
export function LegalPage({ page }: { page: PageOf<'legal'> }) {
  return (
    <div className="page page--legal">
      <PageHero title={page.title} breadcrumbs={page.breadcrumbs} size="compact">
        <p className="page-hero__meta">
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <div className="page-section">
        <div className="article__inner">
          <RichText html={page.body} className="rich-text--article" />
        </div>
      </div>
    </div>
  );
}
