/** `/terms-and-conditions`, `/privacy-policy`, `/disclaimer`. */
import type { PageKey } from '../content-kinds';
import { type Built, frame, isoDate, type PageContext } from './context';

export type LegalPageKey = Extract<PageKey, 'terms-and-conditions' | 'privacy-policy' | 'disclaimer'>;

export function buildLegal(ctx: PageContext, pageKey: LegalPageKey): Built {
  const page = ctx.snapshot.page(pageKey);
  if (!page) return null;
  const path = `/${pageKey}`;
  return {
    kind: 'legal',
    ...frame(ctx, {
      path,
      item: page,
      title: page.title,
      description: page.summary || page.data.body || page.title,
      crumbs: [{ name: page.title, path }],
    }),
    title: page.title,
    updated: page.data.updated ?? isoDate(page.updatedAt),
    body: page.data.body ?? '',
  };
}
