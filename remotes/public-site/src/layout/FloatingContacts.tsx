import { useSettings } from '../app/SiteContext';
import { PhoneIcon, WhatsAppIcon } from '../icons/icons';
import { telHref, whatsappHref } from './contactLinks';
import { SettingIcon } from './SettingIcon';

/** The link's name always contains its visible label "WhatsApp" (WCAG 2.5.3 label in name). */
function whatsappName(altTitle: string | undefined): string {
  const title = altTitle?.trim() || 'Chat with us on WhatsApp';
  return /whatsapp/i.test(title) ? title : `WhatsApp: ${title}`;
}

/**
 * The call button and the WhatsApp chat link (prefilled number and text). From 600 px they
 * float as two small round buttons in the page's right margin; on phones they are a bar along
 * the bottom (the header's call button is hidden there, so the call is offered once), and the
 * page keeps room for the bar at its end and when a focused field scrolls into view.
 */
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
        <SettingIcon
          src={data.call_icon}
          alt={data.call_icon_alt_title}
          fallbackAlt="Call us"
          size={22}
          drawing={<PhoneIcon size={22} />}
        />
        <span className="site-floating__label">Call us</span>
      </a>
      <a
        className="site-floating__button site-floating__button--whatsapp"
        href={whatsappHref(data.whatsapp_no, data.whatsapp_text)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${whatsappName(data.whatsapp_icon_alt_title)} (opens in a new tab)`}
      >
        <SettingIcon
          src={data.whatsapp_icon}
          alt={data.whatsapp_icon_alt_title}
          fallbackAlt="WhatsApp"
          size={24}
          drawing={<WhatsAppIcon size={24} />}
        />
        <span className="site-floating__label">WhatsApp</span>
      </a>
    </div>
  );
}
