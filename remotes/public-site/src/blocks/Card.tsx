import type { Card as CardData } from '@managewell/api/contract';
import { Link } from 'wouter';
import { formatDate } from '../format/date';
import { Picture } from '../media/Picture';

export interface CardProps {
  card: CardData;
  /** The `sizes` of the card image, matching the grid it sits in. */
  sizes: string;
  /** h2 when the cards are the page's main list, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One item of a listing or a related strip. The title's link stretches over the whole card
 * (CSS), so the card is one click target with a short accessible name.
 */
export function Card({ card, sizes, headingLevel: Heading = 'h3' }: CardProps) {
  return (
    <article className="card">
      {card.image ? (
        <Picture image={card.image} sizes={sizes} className="card__image" />
      ) : (
        <div className="card__image card__image--empty" aria-hidden="true" />
      )}
      <div className="card__body">
        {(card.label || card.date) && (
          <p className="card__meta">
            {card.label && <span className="card__label">{card.label}</span>}
            {card.date && <time dateTime={card.date}>{formatDate(card.date)}</time>}
          </p>
        )}
        <Heading className="card__title">
          <Link href={card.path} className="card__link">
            {card.title}
          </Link>
        </Heading>
        {card.summary && <p className="card__summary">{card.summary}</p>}
      </div>
    </article>
  );
}
