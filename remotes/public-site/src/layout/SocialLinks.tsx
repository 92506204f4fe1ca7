import { type SiteFooter, SOCIAL_NETWORKS, type SocialNetwork } from '@managewell/api/contract';
import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, LinkedInIcon, PinterestIcon, YouTubeIcon } from '../icons/icons';
import { SettingIcon } from './SettingIcon';

const NETWORKS: Record<SocialNetwork, { label: string; Icon: ComponentType<{ size?: number }> }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedInIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  pinterest: { label: 'Pinterest', Icon: PinterestIcon },
  youtube: { label: 'YouTube', Icon: YouTubeIcon },
};

/** The company's social profiles; each link is named '{company} on {network}' for screen readers. */
export function SocialLinks({ social, company }: { social: SiteFooter['social']; company: string }) {
  return (
    <ul className="site-social">
      {SOCIAL_NETWORKS.filter((network) => social[network]?.redirect).map((network) => {
        const { label, Icon } = NETWORKS[network];
        return (
          <li key={network}>
            <a
              className="site-social__link"
              href={social[network].redirect}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${company} on ${label} (opens in a new tab)`}
            >
              <SettingIcon
                src={social[network].icon}
                alt={social[network].icon_alt_title}
                fallbackAlt={label}
                size={18}
                drawing={<Icon size={18} />}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
