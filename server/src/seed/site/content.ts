/** The whole site's content documents, in the order they are written (children nested). */
import { jobs } from './careers';
import type { ContentDraft, SeedContext } from './draft';
import { faqs } from './faqs';
import { homeBanners, pages } from './pages';
import { awards, clients, teamMembers, testimonials } from './people';
import { blogs, news } from './posts';
import { productCategories } from './products';
import { projectTypes } from './projects';
import { renolitCategories } from './renolit';
import { services } from './services';
import { usps } from './usps';

export function siteContent(ctx: SeedContext): ContentDraft[] {
  return [
    ...pages(ctx),
    ...homeBanners(ctx),
    ...services(ctx),
    ...projectTypes(ctx),
    ...productCategories(ctx),
    ...renolitCategories(ctx),
    ...blogs(ctx),
    ...news(ctx),
    ...jobs(ctx),
    ...faqs(),
    ...testimonials(),
    ...clients(ctx),
    ...awards(ctx),
    ...teamMembers(ctx),
    ...usps(),
  ];
}
