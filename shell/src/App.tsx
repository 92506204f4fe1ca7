import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { layoutAtom } from './layout/configurator/layoutSettings';
import { createRouter } from './routes/router';

const router = createRouter();

/** Theme and direction from the layout configurator, applied to antd and the body. */
export function App() {
  const settings = useAtomValue(layoutAtom);
  const dark = settings.layoutType === 'dark';
  useEffect(() => {
    document.body.classList.toggle('dark', dark); // SPEC 4: dark type adds a dark body style
    document.documentElement.dir = settings.rtlLayout ? 'rtl' : 'ltr';
  }, [dark, settings.rtlLayout]);
  const themeConfig = useMemo(
    () => ({
      algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: '#0b6e99', borderRadius: 8, fontFamily: 'inherit' },
    }),
    [dark],
  );
  return (
    <ConfigProvider theme={themeConfig} direction={settings.rtlLayout ? 'rtl' : 'ltr'}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
