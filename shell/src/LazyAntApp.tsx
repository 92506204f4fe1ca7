// antd's <App> without its weight on the first page (see docs/decisions/0010-light-components-first-pages.md). `App.useApp()` (in the shell and
// every remote) reads antd's AppContext; antd's <App> fills it with message, notification and
// modal APIs whose holders import Modal, rc-dialog and rc-notification: ~12 KB brotli that most
// page views never use. Here the context holds stand-ins until the first call: that call loads
// the real <App> (the host's shared `antd/es/app`), which renders its holders and hands its APIs
// over; the calls made meanwhile are replayed in order. Remotes keep calling `App.useApp()`.

import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

type AppApi = useAppProps;

/** `App.useApp()` for the shell's own first-page code, without importing antd's <App>. */
export const useAntApp = (): AppApi => useContext(AppContext);
type Kind = keyof AppApi;

/** The real <App> (no wrapper element) and a child that passes its APIs up. */
const Holders = lazy(() =>
  import('antd/es/app').then(({ default: App }) => ({
    default: function Holders({ onReady }: { onReady: (api: AppApi) => void }) {
      return (
        <App component={false}>
          <Bridge useApp={App.useApp} onReady={onReady} />
        </App>
      );
    },
  })),
);

/** If antd's <App> cannot be loaded (offline), the page goes on without its pop-up messages. */
class SkipOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Bridge({ useApp, onReady }: { useApp: () => AppApi; onReady: (api: AppApi) => void }) {
  const api = useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/** A stand-in API object: each method call is queued and the real <App> requested. */
function standIn(kind: Kind, call: (run: (api: AppApi) => void) => void): AppApi[Kind] {
  return new Proxy(
    {},
    {
      get: (_target, method) => {
        if (typeof method !== 'string' || method === 'then') return undefined;
        return (...args: unknown[]) => {
          call((api) => {
            const fn = (api[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method];
            fn?.(...args);
          });
        };
      },
    },
  ) as AppApi[Kind];
}

export function LazyAntApp({ rtl, children }: { rtl?: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const [api, setApi] = useState<AppApi | null>(null);
  const [wanted, setWanted] = useState(false);
  const queue = useRef<((api: AppApi) => void)[]>([]);

  const value = useMemo<AppApi>(() => {
    if (api) return api;
    const call = (run: (api: AppApi) => void) => {
      queue.current.push(run);
      setWanted(true);
    };
    return {
      message: standIn('message', call),
      notification: standIn('notification', call),
      modal: standIn('modal', call),
    } as AppApi;
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const runs = queue.current.splice(0);
    for (const run of runs) run(api);
  }, [api]);

  return (
    // antd's <App> is a div with the theme's text colour, size, line height and font.
    <div
      className="ant-app"
      style={{
        direction: rtl ? 'rtl' : undefined,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <AppContext.Provider value={value}>
        {wanted && (
          <SkipOnError>
            <Suspense fallback={null}>
              <Holders onReady={setApi} />
            </Suspense>
          </SkipOnError>
        )}
        {children}
      </AppContext.Provider>
    </div>
  );
}
