import { Link } from 'wouter';
import { useSettings } from '../../app/SiteContext';
import { AwardList } from '../../blocks/AwardList';
import { CardGrid } from '../../blocks/CardGrid';
import { ClientStrip } from '../../blocks/ClientStrip';
import { Section } from '../../blocks/Section';
import { Stats } from '../../blocks/Stats';
import { Testimonials } from '../../blocks/Testimonials';
import { UspGrid } from '../../blocks/UspGrid';
import { Picture } from '../../media/Picture';
import type { PageOf } from '../types';
import { HomeHero } from './HomeHero';

/** Follows `.home-intro`: two equal columns inside the 1200px container from 992px. */
const INTRO_IMAGE_SIZES = '(min-width: 1200px) 576px, (min-width: 992px) 48vw, 92vw';

function SeeAll({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="page-link">
      {label}
    </Link>
  );
}

/** The landing page: who we are, what we build, proof, and the way to enquire. */
export function HomePage({ page }: { page: PageOf<'home'> }) {
  const { header, footer } = useSettings();
  return (
    <div className="page page--home">
      <HomeHero banners={page.banners} fallbackTitle={page.seo.title} />

      <section className="page-section home-intro" aria-labelledby="home-intro-heading">
        <div className="page-container home-intro__inner">
          <div className="home-intro__text">
            <h2 id="home-intro-heading" className="page-section__title">
              {page.intro.heading}
            </h2>
            <p className="home-intro__lead">{page.intro.text}</p>
            <p>
              <SeeAll href={header.about_redirect} label={header.about_heading} />
            </p>
          </div>
          <Picture image={page.intro.image} sizes={INTRO_IMAGE_SIZES} className="home-intro__image" />
        </div>
        {page.stats.length > 0 && (
          <div className="page-container">
            <Stats stats={page.stats} />
          </div>
        )}
      </section>

      {page.services.length > 0 && (
        <Section
          title={header.service_heading}
          tone="surface"
          action={<SeeAll href={header.service_redirect} label="All services" />}
        >
          <CardGrid items={page.services} columns={3} />
        </Section>
      )}

      {page.projectTypes.length > 0 && (
        <Section
          title="Pools we build"
          action={<SeeAll href={header.project_redirect} label={header.project_heading} />}
        >
          <CardGrid items={page.projectTypes} columns={4} />
        </Section>
      )}

      {page.productCategories.length > 0 && (
        <Section
          title={header.product_heading}
          tone="surface"
          action={<SeeAll href={header.product_redirect} label="All products" />}
        >
          <CardGrid items={page.productCategories} columns={4} />
        </Section>
      )}

      {page.usps.length > 0 && (
        <Section title={header.why_us_heading}>
          <UspGrid usps={page.usps} />
        </Section>
      )}

      {page.projects.length > 0 && (
        <Section
          title="Featured projects"
          tone="surface"
          action={<SeeAll href={header.project_redirect} label="All projects" />}
        >
          <CardGrid items={page.projects} columns={3} />
        </Section>
      )}

      {page.testimonials.length > 0 && (
        <Section
          title="What our clients say"
          background={
            page.testimonialsImage && (
              // Decorative: the band's quotes carry its meaning.
              <Picture image={{ ...page.testimonialsImage, alt: '' }} sizes="100vw" />
            )
          }
        >
          <Testimonials testimonials={page.testimonials} />
        </Section>
      )}

      {page.awards.length > 0 && (
        <Section title="Awards and recognition">
          <AwardList awards={page.awards} chosenOrder />
        </Section>
      )}

      {page.clients.length > 0 && (
        <Section title="Trusted by" tone="surface">
          <ClientStrip clients={page.clients} />
        </Section>
      )}

      {page.posts.length > 0 && (
        <Section
          title="Latest from our blog"
          action={<SeeAll href={footer.blog_redirect} label={footer.blog_heading} />}
        >
          <CardGrid items={page.posts} columns={3} />
        </Section>
      )}
    </div>
  );
}
