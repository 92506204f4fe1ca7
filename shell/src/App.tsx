import { backOfficeTheme } from '@managewell/ui';
import { ConfigProvider } from 'antd';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LazyAntApp } from './LazyAntApp';
import { layoutAtom } from './layout/configurator/layoutAtom';
import { applyLayoutToDocument } from './layout/configurator/layoutSettings';
import { createRouter } from './routes/router';

const router = createRouter();

/** Theme and direction from the layout configurator, applied to antd and the body. */
export function App() {
  const settings = useAtomValue(layoutAtom);
  const dark = settings.layoutType === 'dark';
  useEffect(() => {
    applyLayoutToDocument(settings);
  }, [settings]);
  const themeConfig = useMemo(() => backOfficeTheme(dark), [dark]);
  return (
    <ConfigProvider theme={themeConfig} direction={settings.rtlLayout ? 'rtl' : 'ltr'}>
      <LazyAntApp rtl={settings.rtlLayout}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </LazyAntApp>
    </ConfigProvider>
  );
}
