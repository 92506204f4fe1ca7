/** `/products/:category[/:subCategory[/:product]]`: the product catalogue. */
import type { Breadcrumb, Review } from '@managewell/api/contract';
import { absoluteUrl, previewImageUrl } from '../seo';
import type { Item } from '../snapshot';
import {
  type Built,
  banner,
  cards,
  chosenOr,
  frame,
  images,
  link,
  others,
  type PageContext,
} from './context';
import { LISTING_PAGES } from './listing';

function catalogueCrumbs(ctx: PageContext, ...items: Item[]): Breadcrumb[] {
  const page = ctx.snapshot.page(LISTING_PAGES.products.pageKey);
  const crumbs: Breadcrumb[] = [{ name: page?.title ?? 'Products', path: LISTING_PAGES.products.path }];
  for (const item of items) crumbs.push({ name: item.title, path: link(ctx, item).path });
  return crumbs;
}

export function buildProductCategory(ctx: PageContext, category: Item<'product-category'>): Built {
  const path = link(ctx, category).path;
  return {
    kind: 'product-category',
    ...frame(ctx, {
      path,
      item: category,
      title: category.title,
      description: category.summary || category.data.about,
      image: ctx.snapshot.image(category.data.image),
      crumbs: catalogueCrumbs(ctx, category),
    }),
    banner: banner(ctx, category.data.banner, {
      heading: category.title,
      text: category.summary,
      image: category.data.image,
    }),
    title: category.title,
    about: category.data.about,
    subCategories: cards(ctx, ctx.snapshot.list('product-sub-category', category.id)),
  };
}

export function buildProductSubCategory(ctx: PageContext, sub: Item<'product-sub-category'>): Built {
  const category = ctx.snapshot.get(sub.parentId);
  if (!category) return null;
  const path = link(ctx, sub).path;
  return {
    kind: 'product-sub-category',
    ...frame(ctx, {
      path,
      item: sub,
      title: sub.title,
      description: sub.summary || sub.data.about,
      image: ctx.snapshot.image(sub.data.image),
      crumbs: catalogueCrumbs(ctx, category, sub),
    }),
    banner: banner(ctx, sub.data.banner, { heading: sub.title, text: sub.summary, image: sub.data.image }),
    title: sub.title,
    category: link(ctx, category),
    about: sub.data.about,
    products: cards(ctx, ctx.snapshot.list('product', sub.id)),
    otherSubCategories: cards(ctx, others(ctx.snapshot.list('product-sub-category', category.id), sub, 8)),
  };
}

function productJsonLd(ctx: PageContext, product: Item<'product'>, path: string): Record<string, unknown> {
  const { reviews } = product.data;
  const imageUrls = product.data.images
    .map((id) => previewImageUrl(ctx.siteUrl, ctx.snapshot.image(id)))
    .filter((u): u is string => u !== undefined);
  const rating = reviews.length
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: Number((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length).toFixed(1)),
          reviewCount: reviews.length,
          bestRating: 5,
          worstRating: 1,
        },
        review: reviews.slice(0, 10).map((r: Review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: r.name },
          datePublished: r.date,
          reviewBody: r.text,
          reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        })),
      }
    : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url: absoluteUrl(ctx.siteUrl, path),
    image: imageUrls,
    description: product.summary,
    sku: product.data.sku,
    brand: { '@type': 'Brand', name: product.data.brand },
    ...rating,
  };
}

export function buildProduct(ctx: PageContext, product: Item<'product'>): Built {
  const { snapshot } = ctx;
  const sub = snapshot.get(product.parentId);
  const category = sub ? snapshot.get(sub.parentId) : undefined;
  if (!sub || !category) return null;
  const path = link(ctx, product).path;
  const otherSubs = snapshot.list('product-sub-category', category.id).filter((s) => s.id !== sub.id);
  return {
    kind: 'product',
    ...frame(ctx, {
      path,
      item: product,
      title: product.title,
      description: product.summary || product.data.about,
      image: snapshot.image(product.data.images[0]!),
      ogType: 'product',
      crumbs: catalogueCrumbs(ctx, category, sub, product),
      jsonLd: [productJsonLd(ctx, product, path)],
    }),
    title: product.title,
    category: link(ctx, category),
    subCategory: link(ctx, sub),
    images: images(ctx, product.data.images),
    summary: product.summary,
    about: product.data.about,
    brand: product.data.brand,
    sku: product.data.sku,
    specifications: product.data.specifications,
    features: product.data.features,
    reviews: product.data.reviews,
    similar: cards(
      ctx,
      chosenOr(
        ctx,
        'product',
        product.data.similarProducts,
        others(snapshot.list('product', sub.id), product, 4),
      ),
    ),
    others: cards(
      ctx,
      chosenOr(
        ctx,
        'product',
        product.data.otherProducts,
        otherSubs.flatMap((s) => snapshot.list('product', s.id)).slice(0, 4),
      ),
    ),
  };
}
