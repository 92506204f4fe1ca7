/** `/thank-you`: shown after a stored enquiry (not indexed: it has no content of its own). */
import { type Built, frame, type PageContext } from './context';

export function buildThankYou(ctx: PageContext): Built {
  const page = ctx.snapshot.page('thank-you');
  if (!page) return null;
  return {
    kind: 'thank-you',
    ...frame(ctx, {
      path: '/thank-you',
      item: page,
      title: page.title,
      description: page.summary || page.title,
      crumbs: [{ name: page.title, path: '/thank-you' }],
      noindex: true,
    }),
    title: page.title,
    text: page.data.text ?? page.summary,
  };
}
