import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's `App.useApp()` without importing `App`: importing it brings App, Modal, message and
 * notification (~20 KB brotli) onto the page that calls it. Exported from the shared root, so a
 * remote reads the host's context (`antd/es/app/context` is not shared by itself: a remote's own
 * copy would be another, empty context). The shell's `LazyAntApp` (and antd's
 * own `<App>` in tests) fill the same context, and load those parts on the first call.
 */
export const useAntApp = (): useAppProps => useContext(AppContext);
