import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/renderWithSite';
import { siteSettings } from '../testing/siteFixture';
import { FloatingContacts } from './FloatingContacts';
import { Header } from './Header';
import { SocialLinks } from './SocialLinks';

/** The fixture's settings with every icon picture cleared. */
function withoutIcons() {
  const settings = siteSettings();
  settings.header.call_icon = '';
  settings.footer.footerData.call_icon = '';
  settings.footer.footerData.whatsapp_icon = '';
  return settings;
}

describe('icons chosen in the settings', () => {
  it('show the header call, floating call and WhatsApp pictures with their alt texts', () => {
    const settings = siteSettings();
    settings.header.call_icon = '/media/header-call/original.svg';
    settings.header.call_icon_alt_title = 'Ring our office';
    settings.footer.footerData.call_icon = '/media/float-call/original.svg';
    settings.footer.footerData.call_icon_alt_title = 'Phone us';
    settings.footer.footerData.whatsapp_icon = '/media/float-wa/original.svg';
    settings.footer.footerData.whatsapp_icon_alt_title = '';
    const { container } = renderWithSite(
      <>
        <Header />
        <FloatingContacts />
      </>,
      { settings },
    );
    const header = container.querySelector('.site-header__call img');
    expect(header?.getAttribute('src')).toBe('/media/header-call/original.svg');
    expect(header?.getAttribute('alt')).toBe('Ring our office');
    const call = container.querySelector('.site-floating__button--call img');
    expect(call?.getAttribute('src')).toBe('/media/float-call/original.svg');
    expect(call?.getAttribute('alt')).toBe('Phone us');
    // An empty alt text falls back to the network's name.
    const whatsapp = container.querySelector('.site-floating__button--whatsapp img');
    expect(whatsapp?.getAttribute('src')).toBe('/media/float-wa/original.svg');
    expect(whatsapp?.getAttribute('alt')).toBe('WhatsApp');
    expect(container.querySelector('.site-header__call svg')).toBeNull();
  });

  it('keep the site’s own drawings when left empty', () => {
    const { container } = renderWithSite(
      <>
        <Header />
        <FloatingContacts />
      </>,
      { settings: withoutIcons() },
    );
    for (const selector of [
      '.site-header__call',
      '.site-floating__button--call',
      '.site-floating__button--whatsapp',
    ]) {
      expect(container.querySelector(`${selector} img`), selector).toBeNull();
      expect(container.querySelector(`${selector} svg`), selector).not.toBeNull();
    }
  });

  it('show a social network’s picture with its alt text, and the drawing for the others', () => {
    const { footer } = siteSettings();
    const social = {
      ...footer.social,
      youtube: {
        ...footer.social.youtube,
        icon: '/media/yt/original.png',
        icon_alt_title: 'Our YouTube channel',
      },
      facebook: { ...footer.social.facebook, icon: '' },
    };
    renderWithSite(<SocialLinks social={social} company="Tarang Pools" />);
    const youtube = screen.getByRole('link', { name: 'Tarang Pools on YouTube (opens in a new tab)' });
    expect(youtube.querySelector('img')?.getAttribute('alt')).toBe('Our YouTube channel');
    expect(youtube.querySelector('img')?.getAttribute('src')).toBe('/media/yt/original.png');
    const facebook = screen.getByRole('link', { name: 'Tarang Pools on Facebook (opens in a new tab)' });
    expect(facebook.querySelector('img')).toBeNull();
    expect(facebook.querySelector('svg')).not.toBeNull();
  });
});
