import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '#shared/paths/paths.ts';
import { useResultsYear } from './results-year.tsx';

type Municipality = [code: string, name: string, province: string];

const MAX_HITS = 8;

/** Lowercase without accents and punctuation: 'Súdwest' finds 'sudwest', 'den haag' finds nothing odd. */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '');

/** Names that start with the query first, then names that contain it. */
export function findMunicipalities(list: Municipality[], query: string): Municipality[] {
  const key = searchKey(query.trim());
  if (key.length < 2) return [];
  const starts = list.filter(([, name]) => searchKey(name).startsWith(key));
  const contains = list.filter(
    ([, name]) => !searchKey(name).startsWith(key) && searchKey(name).includes(key),
  );
  return [...starts, ...contains].slice(0, MAX_HITS);
}

/** Search a municipality by name; the hits are plain links below the field. */
export function MunicipalitySearch() {
  const id = useId();
  const year = useResultsYear();
  const [query, setQuery] = useState('');
  // The list (about 3 KB gzipped) loads with the first keystroke, not with the page.
  const list = useQuery({
    queryKey: ['results', 'municipality-list'],
    queryFn: async () =>
      (await import('./map/shapes/municipalities.json')).default as Municipality[],
    staleTime: Infinity,
    enabled: query.length > 0,
  });
  const hits = list.data ? findMunicipalities(list.data, query) : [];
  const searching = searchKey(query.trim()).length >= 2;
  return (
    <div className="field results-search">
      <label className="field__label" htmlFor={id}>
        Zoek een gemeente
      </label>
      <input
        id={id}
        className="input"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={`${id}-status`}
      />
      <p id={`${id}-status`} className="visually-hidden" role="status">
        {searching && list.data ? `${hits.length} gemeenten gevonden` : ''}
      </p>
      {searching && list.data && hits.length === 0 && (
        <p className="empty-text">Geen gemeente gevonden met die naam.</p>
      )}
      {hits.length > 0 && (
        <ul className="results-search__hits">
          {hits.map(([code, name]) => (
            <li key={code}>
              <Link className="results-search__hit" to={paths.resultsMunicipality(code, year)}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
