import { useId } from 'react';
import { clampRating, formatRating, MAX_RATING } from './rating';

/** One star in a 24-unit cell; its points span x 2.5–21.5. */
const starPath = (x: number) =>
  `M${12 + x} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${12 + x} 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z`;
const STAR_LEFT = 2.5;
const STAR_WIDTH = 19;
/** The gap between stars, in pixels. */
const GAP = 2;

/**
 * A rating as five stars, partly filled; read out as 'Rated 4.5 out of 5'. One SVG with one path
 * for the five stars and one hard-stop gradient for the fill (6 elements, not 30: the home shows
 * many ratings). The gradient id comes from useId so server and client markup match.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const value = clampRating(rating);
  const gradientId = useId();
  const cell = 24 + (GAP * 24) / size;
  const width = cell * (MAX_RATING - 1) + 24;
  const full = Math.min(Math.floor(value), MAX_RATING);
  // Where the fill stops: inside the star the rating falls in (as far into it as the fraction).
  const edge = full >= MAX_RATING ? width : full * cell + STAR_LEFT + (value - full) * STAR_WIDTH;
  const offset = edge / width;
  const d = Array.from({ length: MAX_RATING }, (_, star) => starPath(star * cell)).join('');
  return (
    <span className="stars" role="img" aria-label={`Rated ${formatRating(value)} out of ${MAX_RATING}`}>
      <svg
        viewBox={`0 0 ${width} 24`}
        width={(width * size) / 24}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1="0" x2={width} y1="0" y2="0">
            <stop offset={offset} stopColor="currentColor" />
            <stop offset={offset} stopColor="currentColor" stopOpacity="0.2" />
          </linearGradient>
        </defs>
        <path d={d} fill={`url(#${gradientId})`} />
      </svg>
    </span>
  );
}
