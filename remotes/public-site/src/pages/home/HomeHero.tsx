import type { Banner } from '@managewell/api/contract';
import { useState } from 'react';
import { Link } from 'wouter';
import { Picture } from '../../media/Picture';

/**
 * The home page's first screen: one banner at a time, the first one loaded with priority (LCP).
 * Visitors switch banners with a small selector; nothing moves on its own (no autoplay).
 */
export function HomeHero({ banners, fallbackTitle }: { banners: Banner[]; fallbackTitle: string }) {
  const [active, setActive] = useState(0);
  const banner = banners[active] ?? banners[0];
  if (!banner) {
    return (
      <section className="page-hero page-hero--tall">
        <div className="page-hero__inner page-container">
          <h1 className="page-hero__title">{fallbackTitle}</h1>
        </div>
      </section>
    );
  }
  return (
    <section
      className="page-hero page-hero--tall page-hero--image home-hero"
      aria-roledescription="carousel"
      aria-label="Highlights"
    >
      <Picture
        key={banner.image.id}
        image={banner.image}
        sizes="100vw"
        priority={active === 0}
        className="page-hero__image"
      />
      <div className="page-hero__inner page-container">
        <div aria-live="polite">
          <h1 className="page-hero__title home-hero__title">{banner.heading}</h1>
          <p className="page-hero__text">{banner.text}</p>
        </div>
        {banner.cta && (
          <p className="page-hero__actions">
            <Link href={banner.cta.path} className="page-button page-button--light">
              {banner.cta.name}
            </Link>
          </p>
        )}
        {banners.length > 1 && (
          <div className="home-hero__selector" role="group" aria-label="Choose a highlight">
            {banners.map((item, at) => (
              <button
                key={item.image.id}
                type="button"
                className="home-hero__dot"
                aria-pressed={at === active}
                aria-label={`Highlight ${at + 1} of ${banners.length}: ${item.heading}`}
                onClick={() => setActive(at)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
