import { useSettings } from '../app/SiteContext';
import { PhoneIcon, WhatsAppIcon } from '../icons/icons';
import { telHref, whatsappHref } from './contactLinks';

/** The floating call button and the floating WhatsApp chat link (prefilled number and text). */
export function FloatingContacts() {
  const { footer } = useSettings();
  const data = footer.footerData;
  return (
    <div className="site-floating">
      <a
        className="site-floating__button site-floating__button--call"
        href={telHref(footer.tel, footer.plus91, data.phone_1)}
        aria-label={`Call us on ${data.phone_1}`}
      >
        <PhoneIcon size={24} />
      </a>
      <a
        className="site-floating__button site-floating__button--whatsapp"
        href={whatsappHref(data.whatsapp_no, data.whatsapp_text)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${data.whatsapp_icon_alt_title || 'Chat with us on WhatsApp'} (opens in a new tab)`}
      >
        <WhatsAppIcon size={26} />
      </a>
    </div>
  );
}
