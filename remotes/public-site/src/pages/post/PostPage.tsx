import { CardGrid } from '../../blocks/CardGrid';
import { PageHero } from '../../blocks/PageHero';
import { RichText } from '../../blocks/RichText';
import { Section } from '../../blocks/Section';
import { formatDate } from '../../format/date';
import { Picture } from '../../media/Picture';
import type { PageOf } from '../types';

/** Follows `.article`: the featured image spans the 900px article column. */
const IMAGE_SIZES = '(min-width: 960px) 900px, 94vw';

/** A blog article or news item: title, date and author, the featured image, the body, tags. */
export function PostPage({ page }: { page: PageOf<'post'> }) {
  return (
    <div className="page page--post">
      <PageHero
        title={page.title}
        breadcrumbs={page.breadcrumbs}
        eyebrow={page.section === 'blog' ? 'Blog' : 'News'}
      >
        <p className="page-hero__meta">
          <time dateTime={page.date}>{formatDate(page.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>By {page.author}</span>
        </p>
      </PageHero>
      <article className="article page-section" aria-label={page.title}>
        <div className="article__inner">
          <Picture image={page.image} sizes={IMAGE_SIZES} priority className="article__image" />
          <RichText html={page.body} className="rich-text--article" />
          {page.tags.length > 0 && (
            <ul className="tags" aria-label="Tags">
              {page.tags.map((tag) => (
                <li key={tag} className="tags__tag">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
      {page.related.length > 0 && (
        <Section title={page.section === 'blog' ? 'Related articles' : 'More news'} tone="surface">
          <CardGrid items={page.related} columns={3} />
        </Section>
      )}
    </div>
  );
}
