import { App, message as staticMessage } from 'antd';

type Notify = (content: string) => void;

/**
 * antd's message API from the nearest <App> (themed), or the static one when the page is
 * rendered without <App> (e.g. a host that does not wrap its routes in it).
 */
export function useToast(): { success: Notify; error: Notify } {
  const { message } = App.useApp();
  const api = typeof message?.success === 'function' ? message : staticMessage;
  return {
    success: (content) => {
      void api.success(content);
    },
    error: (content) => {
      void api.error(content);
    },
  };
}
