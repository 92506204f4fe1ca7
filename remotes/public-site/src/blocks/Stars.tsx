import { useId } from 'react';
import { clampRating, formatRating, MAX_RATING } from './rating';

const STAR = 'm12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z';

/**
 * A rating as five stars, partly filled; read out as 'Rated 4.5 out of 5'.
 * The gradient id comes from useId so server and client markup match.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const value = clampRating(rating);
  const gradientId = useId();
  return (
    <span className="stars" role="img" aria-label={`Rated ${formatRating(value)} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, star) => {
        const fill = Math.min(1, Math.max(0, value - star));
        const id = `${gradientId}-${star}`;
        return (
          <svg key={id} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id={id}>
                <stop offset={fill} stopColor="currentColor" />
                <stop offset={fill} stopColor="currentColor" stopOpacity="0.2" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${id})`} />
          </svg>
        );
      })}
    </span>
  );
}
