import { PageHero } from '../../blocks/PageHero';
import { ContactForm } from '../../forms/ContactForm';
import { telHref } from '../paths';
import type { PageOf } from '../types';

/** How to reach us: every office with its phone, e-mail and hours, and the contact form. */
export function ContactPage({ page }: { page: PageOf<'contact'> }) {
  return (
    <div className="page page--contact">
      <PageHero
        title={page.title}
        text={page.banner.text}
        banner={page.banner}
        breadcrumbs={page.breadcrumbs}
      />
      <div className="page-container page-columns page-section">
        <div className="page-columns__main">
          <p className="page-block__lead">{page.text}</p>
          <ul className="offices">
            {page.offices.map((office) => (
              <li key={office.name} className="offices__item">
                <h2 className="offices__name">{office.name}</h2>
                <address className="offices__address">{office.address}</address>
                <dl className="offices__details">
                  <div>
                    <dt>Phone</dt>
                    <dd>
                      <a href={telHref(office.phone)}>{office.phone}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${office.email}`}>{office.email}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>Hours</dt>
                    <dd>{office.hours}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
        <aside className="page-columns__aside" aria-label="Send us a message">
          <div className="page-columns__sticky">
            <ContactForm />
          </div>
        </aside>
      </div>
    </div>
  );
}
