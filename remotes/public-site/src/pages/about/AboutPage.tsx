import { AwardList } from '../../blocks/AwardList';
import { ClientStrip } from '../../blocks/ClientStrip';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import { Stats } from '../../blocks/Stats';
import { TeamGrid } from '../../blocks/TeamGrid';
import type { PageOf } from '../types';

/** The company: our story, figures, the team, awards and clients. */
export function AboutPage({ page }: { page: PageOf<'about'> }) {
  return (
    <div className="page page--about">
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
        {page.stats.length > 0 && (
          <div className="page-container">
            <Stats stats={page.stats} />
          </div>
        )}
      </div>
      {page.team.length > 0 && (
        <Section title="Our team" tone="surface">
          <TeamGrid team={page.team} />
        </Section>
      )}
      {page.awards.length > 0 && (
        <Section title="Awards and recognition">
          <AwardList awards={page.awards} />
        </Section>
      )}
      {page.clients.length > 0 && (
        <Section title="Our clients" tone="surface">
          <ClientStrip clients={page.clients} />
        </Section>
      )}
    </div>
  );
}
