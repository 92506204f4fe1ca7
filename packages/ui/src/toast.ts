import { useAntApp } from './useAntApp';

type Notify = (content: string) => void;

/**
 * antd's message API from the shell's <App> (themed), read through `useAntApp` rather than
 * `App.useApp()`: importing antd's App (or its static `message`) brings App, Modal, message and
 * notification (~20 KB brotli) onto every page that shows a toast (see docs/decisions/0010-light-components-first-pages.md).
 */
export function useToast(): { success: Notify; error: Notify } {
  const { message } = useAntApp();
  return {
    success: (content) => {
      void message?.success?.(content);
    },
    error: (content) => {
      void message?.error?.(content);
    },
  };
}
