import { Link } from 'wouter';
import { useSettings } from '../../app/SiteContext';
import { PageHero } from '../../blocks/PageHero';
import type { PageOf } from '../types';

/** After a successful enquiry: confirmation, what happens next, and where to go from here. */
export function ThankYouPage({ page }: { page: PageOf<'thank-you'> }) {
  const { header } = useSettings();
  return (
    <div className="page page--thank-you">
      <PageHero title={page.title} text={page.text} breadcrumbs={page.breadcrumbs} />
      <section className="page-section" aria-labelledby="next-steps">
        <div className="page-container page-narrow">
          <h2 id="next-steps" className="page-section__title">
            What happens next
          </h2>
          <ol className="steps">
            <li className="steps__item">
              <strong>We call you back.</strong> A pool consultant reads your enquiry and calls you within one
              working day.
            </li>
            <li className="steps__item">
              <strong>We visit your site.</strong> We look at the space, the access and your ideas, free of
              charge.
            </li>
            <li className="steps__item">
              <strong>You get a design and a quotation.</strong> A clear proposal, with no obligation.
            </li>
          </ol>
          <p className="page-block__lead">
            In a hurry? Call us on <a href={header.tel}>{header.phone_no}</a>.
          </p>
          <p className="page-button-row">
            <Link href="/" className="page-button">
              Back to home
            </Link>
            <Link href={header.project_redirect} className="page-button page-button--outline">
              See our projects
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
