/** `/swimming-pool-project-gallery`: the photographs of every project type and its projects. */
import { type Built, banner, frame, images, link, type PageContext } from './context';

const PATH = '/swimming-pool-project-gallery';

export function buildGallery(ctx: PageContext): Built {
  const { snapshot } = ctx;
  const page = snapshot.page('swimming-pool-project-gallery');
  if (!page) return null;
  const groups = snapshot
    .list('project-type')
    .map((type) => {
      const ids = [
        ...type.data.gallery,
        ...snapshot.list('project', type.id).flatMap((p) => [p.data.image, ...p.data.gallery]),
      ];
      return { title: type.title, path: link(ctx, type).path, images: images(ctx, [...new Set(ids)]) };
    })
    .filter((g) => g.images.length > 0);
  const pageBanner = banner(ctx, page.data.banner, {
    heading: page.title,
    text: page.summary,
    image: page.data.image,
  });
  return {
    kind: 'gallery',
    ...frame(ctx, {
      path: PATH,
      item: page,
      title: page.title,
      description: page.summary || page.title,
      image: pageBanner.image,
      crumbs: [{ name: page.title, path: PATH }],
    }),
    banner: pageBanner,
    groups,
  };
}
