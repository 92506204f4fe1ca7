/** `/`: banners, intro, services, project types, product categories, USPs, work, voices, posts. */
import type { PublicPage } from '@managewell/api/contract';
import { award, type Built, banner, cards, chosenOr, frame, type PageContext } from './context';

export function buildHome(ctx: PageContext): Built {
  const { snapshot } = ctx;
  const page = snapshot.page('home');
  if (!page) return null;
  const homeBanners = snapshot.list('home-banner');
  const banners = homeBanners.map((b) => banner(ctx, b.data, { heading: b.title, text: b.summary }));
  const testimonialsImage = page.data.testimonialsImage ?? homeBanners[0]?.data.image;
  const intro = banner(ctx, page.data.banner, {
    heading: page.title,
    text: page.data.text ?? page.summary,
    image: page.data.image,
  });
  const usps =
    page.data.usps ??
    snapshot.list('usp').map((u) => ({ title: u.title, text: u.data.text, icon: u.data.icon }));
  const result: PublicPage = {
    kind: 'home',
    ...frame(ctx, {
      path: '/',
      item: page,
      title: page.title,
      description: page.summary,
      image: banners[0]?.image ?? intro.image,
      crumbs: [],
    }),
    banners,
    intro: { heading: intro.heading, text: intro.text, image: intro.image },
    stats: page.data.stats ?? [],
    services: cards(ctx, chosenOr(ctx, 'service', page.data.homeServices, snapshot.list('service'))),
    projectTypes: cards(ctx, snapshot.list('project-type')),
    productCategories: cards(
      ctx,
      chosenOr(ctx, 'product-category', page.data.homeProducts, snapshot.list('product-category')),
    ),
    usps,
    projects: cards(ctx, snapshot.latest('project'), 6),
    testimonials: chosenOr(ctx, 'testimonial', page.data.homeTestimonials, snapshot.list('testimonial')).map(
      (t) => ({ name: t.title, place: t.data.place, quote: t.data.quote, rating: t.data.rating }),
    ),
    ...(testimonialsImage ? { testimonialsImage: snapshot.image(testimonialsImage) } : {}),
    clients: chosenOr(ctx, 'client', page.data.homeClients, snapshot.list('client')).map((c) => ({
      name: c.title,
      logo: snapshot.image(c.data.logo),
    })),
    awards: chosenOr(ctx, 'award', page.data.homeAwards, []).map((a) => award(ctx, a)),
    posts: cards(ctx, chosenOr(ctx, 'blog', page.data.homeBlogs, snapshot.latest('blog').slice(0, 3))),
  };
  return result;
}
