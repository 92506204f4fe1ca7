import type { Award } from '@managewell/api/contract';
import { Picture } from '../media/Picture';
import { UspIcon } from './icons';

/** Awards, newest first (or in the editors' order, `chosenOrder`): the year, the title and who gave it. */
export function AwardList({ awards, chosenOrder = false }: { awards: Award[]; chosenOrder?: boolean }) {
  if (awards.length === 0) return null;
  const newestFirst = chosenOrder ? awards : [...awards].sort((a, b) => b.year - a.year);
  return (
    <ul className="award-list">
      {newestFirst.map((award) => (
        <li key={`${award.title}-${award.year}`} className="award-list__item">
          {award.image ? (
            <Picture image={award.image} sizes="96px" className="award-list__image" />
          ) : (
            <span className="award-list__icon">
              <UspIcon name="award" />
            </span>
          )}
          <div>
            <p className="award-list__year">{award.year}</p>
            <h3 className="award-list__title">{award.title}</h3>
            <p className="award-list__by">{award.by}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
