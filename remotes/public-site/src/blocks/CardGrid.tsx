import type { Card as CardData } from '@managewell/api/contract';
import { Card } from './Card';

/** Image `sizes` per column count; they follow the grid in blocks.css (container 1200px, breakpoints 600/992). */
const SIZES = {
  2: '(min-width: 1200px) 588px, (min-width: 600px) 48vw, 92vw',
  3: '(min-width: 1200px) 384px, (min-width: 992px) 31vw, (min-width: 600px) 46vw, 92vw',
  4: '(min-width: 1200px) 282px, (min-width: 992px) 23vw, (min-width: 600px) 46vw, 92vw',
} as const;

export interface CardGridProps {
  items: CardData[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h2' | 'h3';
  /** Accessible name of the list, when the surrounding heading does not give one. */
  label?: string;
}

/** Cards in a responsive grid: one column on phones, two on tablets, `columns` from 992px. */
export function CardGrid({ items, columns = 3, headingLevel, label }: CardGridProps) {
  return (
    <ul className={`card-grid card-grid--${columns}`} aria-label={label}>
      {items.map((card) => (
        <li key={card.path} className="card-grid__item">
          <Card card={card} sizes={SIZES[columns]} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
