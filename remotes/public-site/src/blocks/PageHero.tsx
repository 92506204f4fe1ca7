import type { Banner, Breadcrumb } from '@managewell/api/contract';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Picture } from '../media/Picture';
import { Breadcrumbs } from './Breadcrumbs';

export interface PageHeroProps {
  /** The page's one h1. */
  title: string;
  /** The lead line under the title. */
  text?: string;
  /** With a banner the hero shows its image under a dark overlay; without, the plain dark band. */
  banner?: Banner;
  breadcrumbs?: Breadcrumb[];
  /** A short line above the title, e.g. the section or category. */
  eyebrow?: ReactNode;
  /** Meta lines or actions under the text. */
  children?: ReactNode;
  /** 'tall' for landing pages, 'compact' for text pages. */
  size?: 'tall' | 'regular' | 'compact';
}

/**
 * The dark band every page starts with, so the transparent fixed header always sits on dark.
 * The banner image is the page's LCP element: loaded with priority, space reserved by CSS.
 */
export function PageHero({
  title,
  text,
  banner,
  breadcrumbs,
  eyebrow,
  children,
  size = 'regular',
}: PageHeroProps) {
  return (
    <section className={`page-hero page-hero--${size}${banner ? ' page-hero--image' : ''}`}>
      {banner && <Picture image={banner.image} sizes="100vw" priority className="page-hero__image" />}
      <div className="page-hero__inner page-container">
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
        <h1 className="page-hero__title">{title}</h1>
        {text && <p className="page-hero__text">{text}</p>}
        {children}
        {banner?.cta && (
          <p className="page-hero__actions">
            <Link href={banner.cta.path} className="page-button page-button--light">
              {banner.cta.name}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
