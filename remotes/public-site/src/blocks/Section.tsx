import { type ReactNode, useId, useRef } from 'react';
import { HydrateWhenSeen, useWhenSeen } from '../app/HydrateWhenSeen';

export interface SectionProps {
  title: string;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** 'surface' gives the band a tinted background to separate it from its neighbours. */
  tone?: 'plain' | 'surface';
  /** Links or buttons shown beside the heading, e.g. 'All projects'. */
  action?: ReactNode;
  className?: string;
  /** A picture behind the band's content (the band gets a scrim so its text stays readable). */
  background?: ReactNode;
  children: ReactNode;
}

/**
 * A titled band of the page; the heading names the region for assistive technology. Its content
 * hydrates when the band comes into view (HydrateWhenSeen).
 */
export function Section({
  title,
  intro,
  tone = 'plain',
  action,
  className,
  background,
  children,
}: SectionProps) {
  const headingId = useId();
  const element = useRef<HTMLElement>(null);
  const seen = useWhenSeen(element);
  return (
    <section
      ref={element}
      aria-labelledby={headingId}
      className={`page-section page-section--${tone}${background ? ' page-section--pictured' : ''}${className ? ` ${className}` : ''}`}
    >
      {background && <div className="page-section__background">{background}</div>}
      <HydrateWhenSeen seen={seen}>
        <div className="page-container">
          <div className="page-section__head">
            <div>
              <h2 id={headingId} className="page-section__title">
                {title}
              </h2>
              {intro && <p className="page-section__intro">{intro}</p>}
            </div>
            {action && <div className="page-section__action">{action}</div>}
          </div>
          {children}
        </div>
      </HydrateWhenSeen>
    </section>
  );
}
