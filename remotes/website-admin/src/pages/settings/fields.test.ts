import { describe, expect, it } from 'vitest';
import { SETTING_SECTIONS, settingLabelOf, settingsAfter, settingValueText } from './fields';

describe('the settings history', () => {
  it('names a change by the form’s label, never by its raw path', () => {
    expect(settingLabelOf('footer.footerData.phone_1')).toBe('Phone 1');
    expect(settingLabelOf('header.company_name')).toBe('Company name');
    expect(settingLabelOf('footer.footer_links.service', { service: 'Services' })).toBe(
      'Footer link column: Services',
    );
  });

  it('shows values as text', () => {
    expect(settingValueText(true)).toBe('on');
    expect(settingValueText('')).toBe('(empty)');
    expect(settingValueText(['a', 'b'])).toBe('a, b');
  });

  it('rebuilds the settings as they were after an entry by undoing the later ones', () => {
    const current = {
      header: { company_name: 'C', brand: 'tarang' },
      footer: { footerData: { phone_1: '3' } },
    };
    const entries: { id: number; changes: Record<string, { from: unknown; to: unknown }> }[] = [
      { id: 9, changes: { 'footer.footerData.phone_1': { from: '2', to: '3' } } },
      {
        id: 8,
        changes: {
          'footer.footerData.phone_1': { from: '1', to: '2' },
          'header.company_name': { from: 'B', to: 'C' },
        },
      },
      { id: 7, changes: { 'header.company_name': { from: 'A', to: 'B' } } },
    ];
    expect(settingsAfter(current, entries, 9)).toEqual(current);
    expect(settingsAfter(current, entries, 8)).toEqual({
      ...current,
      footer: { footerData: { phone_1: '2' } },
    });
    expect(settingsAfter(current, entries, 7)).toEqual({
      header: { company_name: 'B', brand: 'tarang' },
      footer: { footerData: { phone_1: '1' } },
    });
    expect(settingsAfter(current, entries, 1)).toBeNull();
    // The current settings are left as they were.
    expect(current.footer.footerData.phone_1).toBe('3');
  });
});

describe('the settings’ icons', () => {
  const fields = SETTING_SECTIONS.flatMap((section) => section.fields);
  const field = (path: string) => fields.find((f) => f.path.join('.') === path);

  it('offer a picture picker that may be left empty, and an alt text, for every icon the site shows', () => {
    const icons = [
      ['header.call_icon', 'header.call_icon_alt_title'],
      ['footer.footerData.call_icon', 'footer.footerData.call_icon_alt_title'],
      ['footer.footerData.whatsapp_icon', 'footer.footerData.whatsapp_icon_alt_title'],
      ...['facebook', 'linkedin', 'instagram', 'pinterest', 'youtube'].map((network) => [
        `footer.social.${network}.icon`,
        `footer.social.${network}.icon_alt_title`,
      ]),
    ];
    for (const [icon, alt] of icons) {
      expect(field(icon!), icon).toMatchObject({ widget: 'media', optional: true });
      expect(field(alt!), alt).toBeDefined();
    }
  });
});
