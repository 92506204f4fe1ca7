/** Ratings are whole or half stars out of five. */
export const MAX_RATING = 5;

/** Clamps a rating into 0..5 (content is trusted, but a typo must not draw seven stars). */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_RATING, Math.max(0, rating));
}

/** The mean rating rounded to one decimal, or null when there is nothing to average. */
export function averageRating(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + clampRating(rating), 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/** '4.5' / '4': one decimal only when it carries information. */
export function formatRating(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}
