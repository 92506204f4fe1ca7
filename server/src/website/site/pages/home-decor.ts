/** `/{brand}-home-decor`, its uPVC windows page and the parallel windows page under that. */
import type { Breadcrumb, Card } from '@managewell/api/contract';
import { fixedPagePath } from '../paths';
import { type Built, banner, frame, images, type PageContext } from './context';

export const HOME_DECOR_CHAIN = ['home-decor', 'upvc-windows', 'upvc-parallel-windows'] as const;
export type HomeDecorKey = (typeof HOME_DECOR_CHAIN)[number];

export function buildHomeDecor(ctx: PageContext, pageKey: HomeDecorKey): Built {
  const { snapshot } = ctx;
  const brand = ctx.settings.header.brand;
  const depth = HOME_DECOR_CHAIN.indexOf(pageKey);
  // Every page of the chain must be published, like an item under an unpublished parent.
  const chain = HOME_DECOR_CHAIN.slice(0, depth + 1).map((key) => ({ key, page: snapshot.page(key) }));
  if (chain.some((c) => !c.page)) return null;
  const page = chain[depth]!.page!;
  const path = fixedPagePath(pageKey, brand);
  const crumbs: Breadcrumb[] = chain.map((c) => ({ name: c.page!.title, path: fixedPagePath(c.key, brand) }));
  const childKey = HOME_DECOR_CHAIN[depth + 1];
  const child = childKey ? snapshot.page(childKey) : undefined;
  const items: Card[] =
    child && childKey
      ? [
          {
            title: child.title,
            path: fixedPagePath(childKey, brand),
            summary: child.summary,
            ...(child.data.image ? { image: snapshot.image(child.data.image) } : {}),
          },
        ]
      : [];
  const pageBanner = banner(ctx, page.data.banner, {
    heading: page.title,
    text: page.summary,
    image: page.data.image,
  });
  return {
    kind: 'home-decor',
    ...frame(ctx, {
      path,
      item: page,
      title: page.title,
      description: page.summary || page.data.body || page.title,
      image: pageBanner.image,
      crumbs,
    }),
    banner: pageBanner,
    title: page.title,
    body: page.data.body ?? '',
    items,
    gallery: images(ctx, page.data.gallery ?? []),
    specifications: page.data.specifications ?? [],
  };
}
