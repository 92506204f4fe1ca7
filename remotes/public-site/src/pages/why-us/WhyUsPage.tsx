import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import { Stats } from '../../blocks/Stats';
import { Testimonials } from '../../blocks/Testimonials';
import { UspGrid } from '../../blocks/UspGrid';
import type { PageOf } from '../types';

/** Why choose us: the argument, the selling points, the figures and what clients say. */
export function WhyUsPage({ page }: { page: PageOf<'why-us'> }) {
  return (
    <div className="page page--why-us">
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
      {page.usps.length > 0 && (
        <Section title="What sets us apart" tone="surface">
          <UspGrid usps={page.usps} />
        </Section>
      )}
      {page.stats.length > 0 && (
        <Section title="In numbers">
          <Stats stats={page.stats} />
        </Section>
      )}
      {page.testimonials.length > 0 && (
        <Section title="What our clients say" tone="surface">
          <Testimonials testimonials={page.testimonials} />
        </Section>
      )}
    </div>
  );
}
