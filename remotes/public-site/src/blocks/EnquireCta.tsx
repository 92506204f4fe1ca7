import { useSettings } from '../app/SiteContext';
import { useEnquiry } from '../enquiry/EnquiryContext';

export interface EnquireCtaProps {
  /** Defaults to the settings' enquire banner heading and text. */
  heading?: string;
  text?: string;
  /** The enquiry form's service value to preselect (hyphenated lowercase). */
  service?: string;
}

/** A closing band inviting an enquiry; the button opens the enquiry popup. */
export function EnquireCta({ heading, text, service }: EnquireCtaProps) {
  const { footer } = useSettings();
  const enquiry = useEnquiry();
  return (
    <section className="enquire-cta" aria-label="Enquiry">
      <div className="page-container enquire-cta__inner">
        <div>
          <h2 className="enquire-cta__heading">{heading ?? footer.footerData.enquire_banner_heading}</h2>
          <p className="enquire-cta__text">{text ?? footer.footerData.enquire_banner_text}</p>
        </div>
        <button
          type="button"
          className="page-button page-button--light"
          onClick={() => enquiry.open(service)}
        >
          {footer.form.enquireNow}
        </button>
      </div>
    </section>
  );
}
