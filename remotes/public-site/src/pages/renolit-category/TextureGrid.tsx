import type { Card } from '@managewell/api/contract';
import { Link } from 'wouter';
import { Picture } from '../../media/Picture';

/** Follows `.texture-grid`: 2 columns on phones, 4 from 600px, 6 from 992px. */
const SWATCH_SIZES = '(min-width: 1200px) 184px, (min-width: 992px) 15vw, (min-width: 600px) 23vw, 46vw';

/** Membrane textures as square swatches, each linking to its texture page. */
export function TextureGrid({ textures, label }: { textures: Card[]; label: string }) {
  return (
    <ul className="texture-grid" aria-label={label}>
      {textures.map((texture) => (
        <li key={texture.path} className="texture-grid__item">
          <Link href={texture.path} className="texture-grid__link">
            {texture.image ? (
              <Picture image={texture.image} sizes={SWATCH_SIZES} className="texture-grid__swatch" />
            ) : (
              <span className="texture-grid__swatch texture-grid__swatch--empty" aria-hidden="true" />
            )}
            <span className="texture-grid__name">{texture.title}</span>
            {texture.label && <span className="texture-grid__label">{texture.label}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
