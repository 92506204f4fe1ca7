import type { PublicPageKind } from '@managewell/api/contract';
import type { ComponentType } from 'react';
import { AboutPage } from './about/AboutPage';
import { ContactPage } from './contact/ContactPage';
import { FaqPage } from './faq/FaqPage';
import { GalleryPage } from './gallery/GalleryPage';
import { HomePage } from './home/HomePage';
import { HomeDecorPage } from './home-decor/HomeDecorPage';
import { JobPage } from './job/JobPage';
import { LegalPage } from './legal/LegalPage';
import { ListingPage } from './listing/ListingPage';
import { NewsletterPage } from './newsletter/NewsletterPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { PostPage } from './post/PostPage';
import { ProductPage } from './product/ProductPage';
import { ProductCategoryPage } from './product-category/ProductCategoryPage';
import { ProductSubCategoryPage } from './product-sub-category/ProductSubCategoryPage';
import { ProjectPage } from './project/ProjectPage';
import { ProjectTypePage } from './project-type/ProjectTypePage';
import { RenolitCategoryPage } from './renolit-category/RenolitCategoryPage';
import { RenolitTexturePage } from './renolit-texture/RenolitTexturePage';
import { ServicePage } from './service/ServicePage';
import { ThankYouPage } from './thank-you/ThankYouPage';
import type { PageOf } from './types';
import { WhyUsPage } from './why-us/WhyUsPage';

/** The page component for every kind of page document the server resolves (SPEC 2 "Public site routes"). */
export const PAGES: { [K in PublicPageKind]: ComponentType<{ page: PageOf<K> }> } = {
  home: HomePage,
  listing: ListingPage,
  service: ServicePage,
  'project-type': ProjectTypePage,
  project: ProjectPage,
  'product-category': ProductCategoryPage,
  'product-sub-category': ProductSubCategoryPage,
  product: ProductPage,
  'renolit-category': RenolitCategoryPage,
  'renolit-texture': RenolitTexturePage,
  post: PostPage,
  job: JobPage,
  faq: FaqPage,
  legal: LegalPage,
  about: AboutPage,
  'why-us': WhyUsPage,
  contact: ContactPage,
  gallery: GalleryPage,
  'thank-you': ThankYouPage,
  newsletter: NewsletterPage,
  'home-decor': HomeDecorPage,
  'not-found': NotFoundPage,
};
