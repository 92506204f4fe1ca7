import type { SearchResult, SearchSnippetPart } from '@managewell/api/contract';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSettings } from '../app/SiteContext';
import { Modal } from '../dialog/Modal';
import { CloseIcon, SearchIcon } from '../icons/icons';
import { SEARCH_MIN_CHARS, useSiteSearch } from './useSiteSearch';

function groupBySection(results: SearchResult[]): [string, SearchResult[]][] {
  const groups = new Map<string, SearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.section) ?? [];
    group.push(result);
    groups.set(result.section, group);
  }
  return [...groups];
}

/** Where the words were found, the words marked; the parts are text, so React escapes them. */
function Snippet({ parts }: { parts: SearchSnippetPart[] }) {
  return parts.map((part, i) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
      <mark key={i} className="site-search__match">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** The site search: a dialog opened from the header, results grouped by section. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { header } = useSettings();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const search = useSiteSearch(open ? query : '');
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Arrow keys walk through the input and the result links.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    if (links.length === 0) return;
    event.preventDefault();
    const stops: HTMLElement[] = [...(input.current ? [input.current] : []), ...links];
    const index = stops.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = stops[(index + step + stops.length) % stops.length];
    next?.focus();
  };

  const close = () => {
    setQuery('');
    onClose();
  };

  return (
    <Modal open={open} onClose={close} labelledBy={headingId} className="site-search">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow-key navigation for the whole dialog body */}
      <div className="site-search__body" onKeyDown={onKeyDown}>
        <div className="site-search__head">
          <h2 id={headingId} className="site-search__title">
            Search the site
          </h2>
          <button type="button" className="site-icon-button" onClick={close} aria-label="Close search">
            <CloseIcon />
          </button>
        </div>
        <form className="site-search__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon className="site-search__icon" />
          <input
            ref={input}
            data-autofocus
            className="site-search__input"
            type="search"
            aria-label="Search"
            placeholder={header.search_placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={80}
            autoComplete="off"
          />
        </form>
        <div ref={list} className="site-search__results" aria-live="polite">
          {search.status === 'idle' && (
            <p className="site-search__note">Type at least {SEARCH_MIN_CHARS} characters to search.</p>
          )}
          {search.status === 'loading' && (
            <p className="site-search__note" role="status">
              Searching…
            </p>
          )}
          {search.status === 'error' && (
            <p className="site-search__note site-search__note--error" role="alert">
              {search.message}
            </p>
          )}
          {search.status === 'done' && search.results.length === 0 && (
            <p className="site-search__note">No results for “{search.query}”. Try another word.</p>
          )}
          {search.status === 'done' &&
            groupBySection(search.results).map(([section, results]) => (
              <section key={section} className="site-search__group" aria-label={section}>
                <h3 className="site-search__section">{section}</h3>
                <ul className="site-search__list">
                  {results.map((result) => (
                    <li key={result.path}>
                      <Link href={result.path} className="site-search__result" onClick={close}>
                        <span className="site-search__result-title">{result.title}</span>
                        <span className="site-search__result-summary">
                          {result.snippet ? <Snippet parts={result.snippet} /> : result.summary}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      </div>
    </Modal>
  );
}
