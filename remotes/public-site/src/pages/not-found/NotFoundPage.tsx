import { Link } from 'wouter';
import { PageHero } from '../../blocks/PageHero';
import type { PageOf } from '../types';

/** The fallback for unknown paths (answered with HTTP 404): say so plainly and offer ways on. */
export function NotFoundPage({ page }: { page: PageOf<'not-found'> }) {
  return (
    <div className="page page--not-found">
      <PageHero
        title="Page not found"
        text="The page you are looking for has moved or does not exist."
        breadcrumbs={page.breadcrumbs}
      />
      <section className="page-section" aria-labelledby="not-found-suggestions">
        <div className="page-container page-narrow">
          <h2 id="not-found-suggestions" className="page-section__title">
            Perhaps you were looking for
          </h2>
          {page.suggestions.length > 0 && (
            <ul className="link-list">
              {page.suggestions.map((link) => (
                <li key={link.path}>
                  <Link href={link.path}>{link.name}</Link>
                </li>
              ))}
            </ul>
          )}
          <p className="page-button-row">
            <Link href="/" className="page-button">
              Go to the home page
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
