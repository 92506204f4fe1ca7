/** `/blog/:detail` and `/news-and-update/:detail`: an article (BlogPosting / NewsArticle JSON-LD). */
import { absoluteUrl, metaDescription, previewImageUrl } from '../seo';
import type { Item } from '../snapshot';
import { type Built, cards, chosenOr, frame, isoDate, link, type PageContext } from './context';
import { LISTING_PAGES } from './listing';

export function buildPost(ctx: PageContext, post: Item<'blog'> | Item<'news'>): Built {
  const { snapshot } = ctx;
  const section = post.kind === 'blog' ? 'blog' : 'news';
  const listing = LISTING_PAGES[section];
  const listingTitle =
    snapshot.page(listing.pageKey)?.title ?? (section === 'blog' ? 'Blog' : 'News and updates');
  const path = link(ctx, post).path;
  const image = snapshot.image(post.data.image);
  const tags = new Set(post.data.tags);
  // Related: same section, sharing a tag first, then the newest.
  const related = snapshot
    .latest(post.kind)
    .filter((p) => p.id !== post.id)
    .map((p, index) => ({ p, score: p.data.tags.filter((t) => tags.has(t)).length * 1000 - index }))
    .sort((a, b) => b.score - a.score)
    .map((r) => r.p);
  const imageUrl = previewImageUrl(ctx.siteUrl, image);
  const article = {
    '@context': 'https://schema.org',
    '@type': section === 'blog' ? 'BlogPosting' : 'NewsArticle',
    headline: post.title.slice(0, 110),
    description: metaDescription(post.summary || post.data.body),
    ...(imageUrl ? { image: [imageUrl] } : {}),
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: { '@type': 'Person', name: post.data.author },
    publisher: { '@id': `${ctx.siteUrl}/#organization` },
    mainEntityOfPage: absoluteUrl(ctx.siteUrl, path),
    ...(post.data.tags.length ? { keywords: post.data.tags.join(', ') } : {}),
  };
  return {
    kind: 'post',
    ...frame(ctx, {
      path,
      item: post,
      title: post.title,
      description: post.summary || post.data.body,
      image,
      ogType: 'article',
      crumbs: [
        { name: listingTitle, path: listing.path },
        { name: post.title, path },
      ],
      jsonLd: [article],
    }),
    section,
    title: post.title,
    date: isoDate(post.publishedAt),
    author: post.data.author,
    image,
    body: post.data.body,
    tags: post.data.tags,
    related: cards(ctx, chosenOr(ctx, post.kind, post.data.related, related.slice(0, 3))),
  };
}
