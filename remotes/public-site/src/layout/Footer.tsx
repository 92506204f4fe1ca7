import type { SiteLink } from '@managewell/api/contract';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { HydrateWhenSeen, useWhenSeen } from '../app/HydrateWhenSeen';
import { useSettings } from '../app/SiteContext';
import { useEnquiry } from '../enquiry/EnquiryContext';
import { ChevronDownIcon, DownloadIcon, MailIcon, MapPinIcon, PhoneIcon } from '../icons/icons';
import { mailHref, telHref } from './contactLinks';
import { FloatingContacts } from './FloatingContacts';
import { NewsletterSignup } from './NewsletterSignup';
import { SocialLinks } from './SocialLinks';

/**
 * A column of footer links. On phones (below 600 px, one column) it folds: the heading is a
 * button with aria-expanded that opens the list, and the column's own page is the list's first
 * link. From 600 px every list is open and the heading is the link. Server-rendered closed;
 * CSS alone decides what shows at each width, so nothing shifts when the page hydrates.
 */
function LinkColumn({
  heading,
  headingPath,
  links,
}: {
  heading: string;
  headingPath?: string;
  links: SiteLink[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <nav
      className={
        open
          ? 'site-footer__column site-footer__fold site-footer__fold--open'
          : 'site-footer__column site-footer__fold'
      }
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="site-footer__heading">
        <span className="site-footer__fold-title">
          {headingPath ? <Link href={headingPath}>{heading}</Link> : heading}
        </span>
        <button
          type="button"
          className="site-footer__fold-button"
          aria-expanded={open}
          aria-controls={`${id}-links`}
          onClick={() => setOpen((was) => !was)}
        >
          {heading}
          <ChevronDownIcon size={18} className="site-footer__fold-chevron" />
        </button>
      </h2>
      <ul id={`${id}-links`} className="site-footer__links">
        {headingPath && (
          <li className="site-footer__fold-all">
            <Link href={headingPath}>All {heading}</Link>
          </li>
        )}
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path}>{link.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The public footer (SPEC 2 "Public site links and layout"): the 'Enquire Now' banner, the
 * find-dealer block when enabled, the link columns, contact details, social links, legal
 * links and copyright, plus the floating call and WhatsApp buttons. Rendered with the page
 * on the server, so it never shifts the layout. All but the floating buttons, which are always
 * in view, hydrate when the footer comes into view (HydrateWhenSeen).
 */
export function Footer() {
  const element = useRef<HTMLElement>(null);
  const seen = useWhenSeen(element);
  return (
    <footer ref={element} className="site-footer">
      <HydrateWhenSeen seen={seen}>
        <FooterContent />
      </HydrateWhenSeen>
      <FloatingContacts />
    </footer>
  );
}

/** The footer's banner, columns and bottom line. */
function FooterContent() {
  const { header, footer } = useSettings();
  const enquiry = useEnquiry();
  const data = footer.footerData;
  const contactId = useId();
  const company: SiteLink[] = [
    { name: footer.about_heading, path: footer.about_redirect },
    { name: footer.why_us_heading, path: footer.why_us_redirect },
    { name: footer.gallery_heading, path: footer.gallery_redirect },
    { name: footer.renolit_heading, path: footer.renolit_redirect },
    { name: footer.blog_heading, path: footer.blog_redirect },
    { name: footer.news_and_update_heading, path: footer.news_and_update_redirect },
    { name: footer.career_heading, path: footer.career_redirect },
    { name: footer.contact_heading, path: footer.contact_redirect },
  ];
  const legal: SiteLink[] = [
    { name: footer.disclaimer_heading, path: footer.disclaimer_redirect },
    { name: footer.privacy_policy_heading, path: footer.privacy_policy_redirect },
    { name: footer.terms_heading, path: footer.terms_redirect },
    { name: footer.faq_heading, path: footer.faq_redirect },
  ];

  return (
    <>
      <section className="site-footer__enquire" aria-label={footer.form.enquireNow}>
        <div className="site-container site-footer__enquire-inner">
          <div>
            <h2 className="site-footer__enquire-heading">{data.enquire_banner_heading}</h2>
            <p className="site-footer__enquire-text">{data.enquire_banner_text}</p>
          </div>
          <button type="button" className="site-button site-button--light" onClick={() => enquiry.open()}>
            {footer.form.enquireNow}
          </button>
        </div>
      </section>

      {footer.find_dealer.show && (
        <section className="site-footer__dealer">
          <div className="site-container">
            <h2 className="site-footer__heading">{footer.find_dealer.heading}</h2>
            <p>{footer.find_dealer.text}</p>
          </div>
        </section>
      )}

      <div className="site-container site-footer__grid">
        <div className="site-footer__about">
          <img
            className="site-footer__logo"
            src={data.logo}
            alt={data.logo_alt_title}
            width={180}
            height={48}
            loading="lazy"
          />
          <p>{data.about_text}</p>
          <a className="site-footer__brochure" href={data.brochure_pdf} download>
            <DownloadIcon size={18} /> Download our brochure (PDF)
          </a>
          <SocialLinks social={footer.social} company={header.company_name} />
        </div>

        <LinkColumn heading="Company" links={company} />
        <LinkColumn
          heading={footer.service_heading}
          headingPath={footer.service_redirect}
          links={footer.service}
        />
        <LinkColumn
          heading={footer.project_heading}
          headingPath={footer.project_redirect}
          links={footer.project}
        />
        <LinkColumn
          heading={footer.product_heading}
          headingPath={footer.product_redirect}
          links={footer.product}
        />

        <NewsletterSignup />

        <section className="site-footer__column site-footer__contact" aria-labelledby={contactId}>
          <h2 id={contactId} className="site-footer__heading">
            {footer.contact_heading}
          </h2>
          <address>
            <ul className="site-footer__links">
              {[data.phone_1, data.phone_2].filter(Boolean).map((phone) => (
                <li key={phone}>
                  <a href={telHref(footer.tel, footer.plus91, phone)}>
                    <PhoneIcon size={16} /> {phone}
                  </a>
                </li>
              ))}
              {[data.email_id_1, data.email_id_2].filter(Boolean).map((email) => (
                <li key={email}>
                  <a href={mailHref(footer.mailto, email)}>
                    <MailIcon size={16} /> {email}
                  </a>
                </li>
              ))}
              {data.international_email && (
                <li>
                  <span className="site-footer__label">International clients</span>
                  <a href={mailHref(footer.mailto, data.international_email)}>
                    <MailIcon size={16} /> {data.international_email}
                  </a>
                </li>
              )}
              <li className="site-footer__address">
                <MapPinIcon size={16} /> <span>{data.address}</span>
              </li>
            </ul>
          </address>
        </section>
      </div>

      <div className="site-footer__bottom">
        <div className="site-container site-footer__bottom-inner">
          <p className="site-footer__copyright">{data.copyright}</p>
          <nav aria-label="Legal">
            <ul className="site-footer__legal">
              {legal.map((link) => (
                <li key={link.path}>
                  <Link href={link.path}>{link.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
