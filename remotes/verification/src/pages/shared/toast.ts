import { useAntApp } from '@managewell/ui';

type Notify = (content: string) => void;

/**
 * antd's message API from the nearest <App> (themed): the shell's, read with `useAntApp` so that
 * the page does not bring antd's App and message parts (issue 8).
 */
export function useToast(): { success: Notify; error: Notify } {
  const { message: api } = useAntApp();
  return {
    success: (content) => {
      void api.success(content);
    },
    error: (content) => {
      void api.error(content);
    },
  };
}
