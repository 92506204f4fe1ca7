import type { Review } from '@managewell/api/contract';
import { formatDate } from '../format/date';
import { averageRating, formatRating, MAX_RATING } from './rating';
import { Stars } from './Stars';

/** Customer reviews with their average; an honest line when there are none yet. */
export function Reviews({ reviews }: { reviews: Review[] }) {
  const average = averageRating(reviews.map((review) => review.rating));
  if (average === null) {
    return <p className="reviews__empty">No reviews yet. Bought this product? Tell us how it performs.</p>;
  }
  return (
    <div className="reviews">
      <div className="reviews__summary">
        <p className="reviews__average">
          <span className="reviews__score">{formatRating(average)}</span>
          <span className="reviews__out-of"> out of {MAX_RATING}</span>
        </p>
        <Stars rating={average} size={22} />
        <p className="reviews__count">
          Based on {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="reviews__list">
        {reviews.map((review) => (
          <li key={`${review.name}-${review.date}`} className="reviews__item">
            <article className="review">
              <header className="review__head">
                <Stars rating={review.rating} />
                <p className="review__author">
                  <strong>{review.name}</strong>
                  {review.place && <span>, {review.place}</span>}
                </p>
                <time className="review__date" dateTime={review.date}>
                  {formatDate(review.date)}
                </time>
              </header>
              <p className="review__text">{review.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
