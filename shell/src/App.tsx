import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { layoutAtom } from './layout/configurator/layoutAtom';
import { applyLayoutToDocument } from './layout/configurator/layoutSettings';
import { createRouter } from './routes/router';

const router = createRouter();

const BRAND_TOKENS = { colorPrimary: '#0b6e99', borderRadius: 8, fontFamily: 'inherit' };

/**
 * antd's light defaults put links, secondary text and the success green below the WCAG AA
 * contrast ratio (4.5:1) on white; these keep every text colour at or above it.
 */
const LIGHT_CONTRAST_TOKENS = {
  colorLink: '#0b6e99',
  colorInfo: '#0b6e99',
  colorInfoBg: '#e8f2f7',
  colorInfoBorder: '#a9cde0',
  colorSuccess: '#276b0f',
  // Derived from these darker seeds, antd's light backgrounds turn grey: set them.
  colorSuccessBg: '#eef7e8',
  colorSuccessBorder: '#b7dba0',
  colorWarning: '#8a5300',
  colorError: '#c41d1d',
  colorTextSecondary: 'rgba(0, 0, 0, 0.66)',
  colorTextDescription: 'rgba(0, 0, 0, 0.66)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
};

/** Theme and direction from the layout configurator, applied to antd and the body. */
export function App() {
  const settings = useAtomValue(layoutAtom);
  const dark = settings.layoutType === 'dark';
  useEffect(() => {
    applyLayoutToDocument(settings);
  }, [settings]);
  const themeConfig = useMemo(
    () => ({
      algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { ...BRAND_TOKENS, ...(dark ? {} : LIGHT_CONTRAST_TOKENS) },
    }),
    [dark],
  );
  return (
    <ConfigProvider theme={themeConfig} direction={settings.rtlLayout ? 'rtl' : 'ltr'}>
      <AntApp>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AntApp>
    </ConfigProvider>
  );
}
