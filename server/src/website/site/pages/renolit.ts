/** `/renolit/:category[/:detail]`: RENOLIT membrane categories and their textures. */
import type { Breadcrumb } from '@managewell/api/contract';
import type { Item } from '../snapshot';
import { type Built, banner, cards, frame, images, link, others, type PageContext } from './context';
import { LISTING_PAGES } from './listing';

function renolitCrumbs(ctx: PageContext, ...items: Item[]): Breadcrumb[] {
  const page = ctx.snapshot.page(LISTING_PAGES.renolit.pageKey);
  return [
    { name: page?.title ?? 'RENOLIT', path: LISTING_PAGES.renolit.path },
    ...items.map((i) => ({ name: i.title, path: link(ctx, i).path })),
  ];
}

export function buildRenolitCategory(ctx: PageContext, category: Item<'renolit-category'>): Built {
  return {
    kind: 'renolit-category',
    ...frame(ctx, {
      path: link(ctx, category).path,
      item: category,
      title: category.title,
      description: category.summary || category.data.about,
      image: ctx.snapshot.image(category.data.image),
      crumbs: renolitCrumbs(ctx, category),
    }),
    banner: banner(ctx, category.data.banner, {
      heading: category.title,
      text: category.summary,
      image: category.data.image,
    }),
    title: category.title,
    about: category.data.about,
    benefits: category.data.benefits,
    textures: cards(ctx, ctx.snapshot.list('renolit-texture', category.id)),
    gallery: images(ctx, category.data.gallery),
  };
}

export function buildRenolitTexture(ctx: PageContext, texture: Item<'renolit-texture'>): Built {
  const category = ctx.snapshot.get(texture.parentId) as Item<'renolit-category'> | undefined;
  if (!category) return null;
  return {
    kind: 'renolit-texture',
    ...frame(ctx, {
      path: link(ctx, texture).path,
      item: texture,
      title: texture.title,
      description: texture.summary || texture.data.about,
      image: ctx.snapshot.image(texture.data.swatch),
      crumbs: renolitCrumbs(ctx, category, texture),
    }),
    title: texture.title,
    category: link(ctx, category),
    swatch: ctx.snapshot.image(texture.data.swatch),
    about: texture.data.about,
    specifications: texture.data.specifications,
    gallery: images(ctx, texture.data.gallery),
    benefits: category.data.benefits,
    others: cards(ctx, others(ctx.snapshot.list('renolit-texture', category.id), texture, 8)),
  };
}
