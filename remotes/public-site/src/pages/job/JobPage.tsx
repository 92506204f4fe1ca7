import { CardGrid } from '../../blocks/CardGrid';
import { PageHero } from '../../blocks/PageHero';
import { Section } from '../../blocks/Section';
import { formatDate } from '../../format/date';
import { CareerApplicationForm } from '../../forms/CareerApplicationForm';
import { lastSegment } from '../paths';
import type { PageOf } from '../types';

/** A job opening: the role, what the work is, what it takes, and the application form beside it. */
export function JobPage({ page }: { page: PageOf<'job'> }) {
  const job = { slug: lastSegment(page.path), title: page.title };
  return (
    <div className="page page--job">
      <PageHero title={page.title} breadcrumbs={page.breadcrumbs} eyebrow={page.department}>
        <ul className="page-hero__facts" aria-label="About the role">
          <li>{page.location}</li>
          <li>{page.employmentType}</li>
          <li>{page.experience}</li>
        </ul>
      </PageHero>
      <div className="page-container page-columns">
        <div className="page-columns__main">
          <section className="page-block" aria-labelledby="job-summary">
            <h2 id="job-summary" className="page-block__title">
              The role
            </h2>
            <p className="page-block__lead">{page.summary}</p>
            <dl className="facts__list facts__list--inline">
              <div>
                <dt>Department</dt>
                <dd>{page.department}</dd>
              </div>
              <div>
                <dt>Posted</dt>
                <dd>
                  <time dateTime={page.datePosted}>{formatDate(page.datePosted)}</time>
                </dd>
              </div>
              <div>
                <dt>Apply by</dt>
                <dd>
                  <time dateTime={page.validThrough}>{formatDate(page.validThrough)}</time>
                </dd>
              </div>
            </dl>
          </section>
          {page.responsibilities.length > 0 && (
            <section className="page-block" aria-labelledby="job-responsibilities">
              <h2 id="job-responsibilities" className="page-block__title">
                Responsibilities
              </h2>
              <ul className="check-list">
                {page.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          {page.skills.length > 0 && (
            <section className="page-block" aria-labelledby="job-skills">
              <h2 id="job-skills" className="page-block__title">
                Required skills
              </h2>
              <ul className="check-list">
                {page.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="page-columns__aside" aria-label={`Apply for ${page.title}`}>
          <div className="page-columns__sticky">
            {page.open ? (
              <CareerApplicationForm job={job} />
            ) : (
              <div className="page-block job-closed" role="status">
                <h2 className="page-block__title">This position is closed</h2>
                <p>We are no longer taking applications for {page.title}. See our other openings below.</p>
              </div>
            )}
          </div>
        </aside>
      </div>
      {page.otherJobs.length > 0 && (
        <Section title="Other openings" tone="surface">
          <CardGrid items={page.otherJobs} columns={2} />
        </Section>
      )}
    </div>
  );
}
