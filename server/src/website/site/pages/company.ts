/** The company pages: `/about-us`, `/why-{brand}` and `/contact`. */
import { fixedPagePath } from '../paths';
import type { Item } from '../snapshot';
import { award, type Built, banner, frame, type PageContext } from './context';

function pageFrame(ctx: PageContext, page: Item<'page'>, path: string) {
  const pageBanner = banner(ctx, page.data.banner, {
    heading: page.title,
    text: page.summary,
    image: page.data.image,
  });
  return {
    banner: pageBanner,
    ...frame(ctx, {
      path,
      item: page,
      title: page.title,
      description: page.summary || page.data.text || page.data.body || page.title,
      image: pageBanner.image,
      crumbs: [{ name: page.title, path }],
    }),
  };
}

const testimonials = (ctx: PageContext) =>
  ctx.snapshot
    .list('testimonial')
    .map((t) => ({ name: t.title, place: t.data.place, quote: t.data.quote, rating: t.data.rating }));
const clients = (ctx: PageContext) =>
  ctx.snapshot.list('client').map((c) => ({ name: c.title, logo: ctx.snapshot.image(c.data.logo) }));

export function buildAbout(ctx: PageContext): Built {
  const page = ctx.snapshot.page('about-us');
  if (!page) return null;
  const { snapshot } = ctx;
  return {
    kind: 'about',
    ...pageFrame(ctx, page, '/about-us'),
    title: page.title,
    body: page.data.body ?? '',
    stats: page.data.stats ?? [],
    team: snapshot.list('team-member').map((m) => ({
      name: m.title,
      role: m.data.role,
      bio: m.data.bio,
      photo: snapshot.image(m.data.photo),
    })),
    awards: snapshot.list('award').map((a) => award(ctx, a)),
    clients: clients(ctx),
  };
}

export function buildWhyUs(ctx: PageContext): Built {
  const page = ctx.snapshot.page('why-us');
  if (!page) return null;
  const usps =
    page.data.usps ??
    ctx.snapshot.list('usp').map((u) => ({ title: u.title, text: u.data.text, icon: u.data.icon }));
  return {
    kind: 'why-us',
    ...pageFrame(ctx, page, fixedPagePath('why-us', ctx.settings.header.brand)),
    title: page.title,
    body: page.data.body ?? '',
    usps,
    testimonials: testimonials(ctx),
    stats: page.data.stats ?? [],
  };
}

export function buildContact(ctx: PageContext): Built {
  const page = ctx.snapshot.page('contact');
  if (!page) return null;
  const data = ctx.settings.footer.footerData;
  const offices = page.data.offices ?? [
    {
      name: ctx.settings.header.company_name,
      address: data.address,
      phone: data.phone_1,
      email: data.email_id_1,
      hours: '',
    },
  ];
  return {
    kind: 'contact',
    ...pageFrame(ctx, page, '/contact'),
    title: page.title,
    text: page.data.text ?? page.summary,
    offices,
  };
}
