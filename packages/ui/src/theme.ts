import { type ThemeConfig, theme } from 'antd';

const BRAND_TOKENS = { colorPrimary: '#0b6e99', borderRadius: 8, fontFamily: 'inherit' };

/**
 * antd's light defaults put links, secondary text and the success green below the WCAG AA
 * contrast ratio (4.5:1) on white; these keep every text colour at or above it. Derived from the
 * darker seeds, antd's light backgrounds of Alerts turn grey-tan (warning) or dull: each status
 * gets its own light background and border, so an Alert reads as its kind.
 */
const LIGHT_CONTRAST_TOKENS = {
  colorLink: '#0b6e99',
  colorInfo: '#0b6e99',
  colorInfoBg: '#e8f2f7',
  colorInfoBorder: '#a9cde0',
  colorSuccess: '#276b0f',
  colorSuccessBg: '#eef7e8',
  colorSuccessBorder: '#b7dba0',
  colorWarning: '#8a5300',
  colorWarningBg: '#fff7e6',
  colorWarningBorder: '#f5c77a',
  colorError: '#c41d1d',
  colorErrorBg: '#fdeeee',
  colorErrorBorder: '#f1aaaa',
  colorTextSecondary: 'rgba(0, 0, 0, 0.66)',
  colorTextDescription: 'rgba(0, 0, 0, 0.66)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
};

/** The back office's antd theme, light or dark (the header's theme switch). */
export function backOfficeTheme(dark: boolean): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...BRAND_TOKENS, ...(dark ? {} : LIGHT_CONTRAST_TOKENS) },
  };
}
