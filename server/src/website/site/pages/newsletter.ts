/** Where the newsletter mail's confirm and unsubscribe links land (not indexed: no content of its own). */
import { type Built, frame, type PageContext } from './context';

const TITLES = { confirm: 'Confirm your subscription', unsubscribe: 'Unsubscribe' } as const;

export function buildNewsletter(ctx: PageContext, action: 'confirm' | 'unsubscribe'): Built {
  const path = `/newsletter/${action}`;
  const title = TITLES[action];
  return {
    kind: 'newsletter',
    ...frame(ctx, { path, title, description: title, crumbs: [{ name: title, path }], noindex: true }),
    action,
    title,
  };
}
