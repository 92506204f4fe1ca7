import type { Usp } from '@managewell/api/contract';
import { UspIcon } from './icons';

/** Selling points or benefits: icon, short title, one or two lines of text. */
export function UspGrid({ usps }: { usps: Usp[] }) {
  if (usps.length === 0) return null;
  return (
    <ul className="usp-grid">
      {usps.map((usp) => (
        <li key={usp.title} className="usp-grid__item">
          <span className="usp-grid__icon">
            <UspIcon name={usp.icon} />
          </span>
          <h3 className="usp-grid__title">{usp.title}</h3>
          <p className="usp-grid__text">{usp.text}</p>
        </li>
      ))}
    </ul>
  );
}
