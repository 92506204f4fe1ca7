/** The fallback page for any unmatched public path (SPEC 2): 404, noindex, a few ways back. */
import type { PublicPage, SiteLink } from '@managewell/api/contract';
import { frame, type PageContext } from './context';

export function buildNotFound(ctx: PageContext, path: string): PublicPage {
  const { header } = ctx.settings;
  const suggestions: SiteLink[] = [
    { name: 'Home', path: '/' },
    { name: header.service_heading, path: header.service_redirect },
    { name: header.project_heading, path: header.project_redirect },
    { name: header.product_heading, path: header.product_redirect },
    { name: header.contact_heading, path: header.contact_redirect },
  ];
  // Pages that exist for this section of the address first (e.g. /services/unknown → /services).
  const section = `/${path.split('/')[1] ?? ''}`;
  suggestions.sort((a, b) => Number(b.path === section) - Number(a.path === section));
  return {
    kind: 'not-found',
    ...frame(ctx, {
      path,
      title: 'Page not found',
      description: `The page you are looking for is not on the ${header.company_name} website. Try our services, projects or products.`,
      crumbs: [{ name: 'Page not found', path }],
      noindex: true,
    }),
    suggestions: suggestions.filter((s, i, all) => all.findIndex((o) => o.path === s.path) === i),
  };
}
