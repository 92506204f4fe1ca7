/** `/faq`: every published FAQ, grouped on the page by category (FAQPage JSON-LD). */
import { plainText } from '../seo';
import { type Built, banner, frame, type PageContext } from './context';

export function buildFaq(ctx: PageContext): Built {
  const page = ctx.snapshot.page('faq');
  if (!page) return null;
  const faqs = ctx.snapshot
    .list('faq')
    .map((f) => ({ question: f.title, answer: f.data.answer, category: f.data.category }));
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(f.answer) },
    })),
  };
  const pageBanner = banner(ctx, page.data.banner, {
    heading: page.title,
    text: page.summary,
    image: page.data.image,
  });
  return {
    kind: 'faq',
    ...frame(ctx, {
      path: '/faq',
      item: page,
      title: page.title,
      description: page.summary || page.title,
      image: pageBanner.image,
      crumbs: [{ name: page.title, path: '/faq' }],
      jsonLd: [faqPage],
    }),
    banner: pageBanner,
    faqs,
  };
}
