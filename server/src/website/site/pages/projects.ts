/** `/swimming-pool-projects/:detail`: a project type (one of the nineteen fixed slugs) or a project. */
import type { Breadcrumb } from '@managewell/api/contract';
import type { Item } from '../snapshot';
import { type Built, banner, card, cards, frame, images, link, others, type PageContext } from './context';
import { LISTING_PAGES } from './listing';

function listingCrumb(ctx: PageContext): Breadcrumb {
  const page = ctx.snapshot.page(LISTING_PAGES.projects.pageKey);
  return { name: page?.title ?? 'Projects', path: LISTING_PAGES.projects.path };
}

export function buildProjectType(ctx: PageContext, type: Item<'project-type'>): Built {
  const { snapshot } = ctx;
  const path = `/swimming-pool-projects/${type.slug}`;
  return {
    kind: 'project-type',
    ...frame(ctx, {
      path,
      item: type,
      title: type.title,
      description: type.summary || type.data.about,
      image: snapshot.image(type.data.image),
      crumbs: [listingCrumb(ctx), { name: type.title, path }],
    }),
    banner: banner(ctx, type.data.banner, {
      heading: type.title,
      text: type.summary,
      image: type.data.image,
    }),
    title: type.title,
    about: type.data.about,
    projects: cards(ctx, snapshot.list('project', type.id)),
    gallery: images(ctx, type.data.gallery),
    otherTypes: cards(ctx, others(snapshot.list('project-type'), type, 18)),
  };
}

export function buildProject(ctx: PageContext, project: Item<'project'>): Built {
  const { snapshot } = ctx;
  const type = snapshot.get(project.parentId) as Item<'project-type'> | undefined;
  if (!type) return null;
  const path = `/swimming-pool-projects/${project.slug}`;
  const typeLink = link(ctx, type);
  return {
    kind: 'project',
    ...frame(ctx, {
      path,
      item: project,
      title: project.title,
      description: project.summary || project.data.about,
      image: snapshot.image(project.data.image),
      crumbs: [
        listingCrumb(ctx),
        { name: typeLink.name, path: typeLink.path },
        { name: project.title, path },
      ],
    }),
    banner: banner(ctx, undefined, {
      heading: project.title,
      text: project.summary,
      image: project.data.image,
    }),
    title: project.title,
    type: typeLink,
    location: project.data.location,
    year: project.data.year,
    size: project.data.size,
    facts: project.data.facts,
    about: project.data.about,
    gallery: images(ctx, project.data.gallery),
    related: others(snapshot.list('project', type.id), project, 3).map((p) =>
      card(ctx, p, { label: type.title }),
    ),
  };
}
