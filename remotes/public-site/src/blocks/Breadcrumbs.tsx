import type { Breadcrumb } from '@managewell/api/contract';
import { Link } from 'wouter';

/**
 * The trail from Home to this page. The server sends it ending with the current page,
 * which is shown as text with aria-current="page" rather than as a link to itself.
 */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {items.map((crumb, index) => (
          <li key={crumb.path} className="breadcrumbs__item">
            {index === items.length - 1 ? (
              <span aria-current="page" className="breadcrumbs__current">
                {crumb.name}
              </span>
            ) : (
              <Link href={crumb.path} className="breadcrumbs__link">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
