/** `/services/:detail`: one service with its advantages, gallery, projects and FAQs. */
import type { Item } from '../snapshot';
import { type Built, banner, cards, frame, images, others, type PageContext } from './context';
import { LISTING_PAGES } from './listing';

export function buildService(ctx: PageContext, service: Item<'service'>): Built {
  const { snapshot } = ctx;
  const listing = snapshot.page(LISTING_PAGES.services.pageKey);
  const path = `/services/${service.slug}`;
  const types = new Set(service.data.projectTypes);
  const projects = snapshot.list('project').filter((p) => types.has(snapshot.get(p.parentId)?.slug ?? ''));
  const serviceBanner = banner(ctx, service.data.banner, {
    heading: service.title,
    text: service.summary,
    image: service.data.image,
  });
  return {
    kind: 'service',
    ...frame(ctx, {
      path,
      item: service,
      title: service.title,
      description: service.summary || service.data.about,
      image: snapshot.image(service.data.image),
      crumbs: [
        { name: listing?.title ?? 'Services', path: LISTING_PAGES.services.path },
        { name: service.title, path },
      ],
    }),
    banner: serviceBanner,
    title: service.title,
    about: service.data.about,
    advantages: service.data.advantages,
    gallery: images(ctx, service.data.gallery),
    projects: cards(ctx, projects, 6),
    related: cards(ctx, others(snapshot.list('service'), service, 4)),
    faqs: service.data.faqs,
  };
}
