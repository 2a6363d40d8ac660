import type { CountBird } from '@tvt/domain';
import { useId } from 'react';
import { Sheet } from '#shared/ui/sheet.tsx';
import { useBirdSearch, useTypingDone } from '../../bird-guide/index.ts';
import { useConfig } from '#shared/config/config-query.ts';

interface AddBirdSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  birds: readonly CountBird[];
  filter: string;
  onFilterChange: (filter: string) => void;
  onChoose: (bird: CountBird) => void;
}

const alphabetical = (a: CountBird, b: CountBird) => a.name.localeCompare(b.name, 'nl-NL');

/**
 * The birds to show: all alphabetically without a search; with one, the guide's search (the one
 * search of the app, on the server) in its order, limited to the birds this sheet offers.
 * Without an answer (offline) the whole list stays, with a note, so counting never stops.
 */
function useShownBirds(birds: readonly CountBird[], filter: string) {
  const keyword = useTypingDone(filter).trim();
  const search = useBirdSearch(useConfig(), keyword);
  if (keyword === '' || !search.isSuccess) {
    return { shown: [...birds].sort(alphabetical), offline: keyword !== '' && search.isError };
  }
  const offered = new Map(birds.map((b) => [b.id, b]));
  const shown = search.data.flatMap((id) => offered.get(id) ?? []);
  return { shown, offline: false };
}

/** Spec 2: 'Vogelsoort toevoegen' — search the non-primary birds; choosing one adds it with count 1. */
export function AddBirdSheet({
  open,
  onOpenChange,
  birds,
  filter,
  onFilterChange,
  onChoose,
}: AddBirdSheetProps) {
  const searchId = useId();
  const { shown, offline } = useShownBirds(birds, filter);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Vogelsoort toevoegen"
      closeText="Sluiten"
      description="Zoek een vogelsoort en kies hem om toe te voegen aan je telling."
    >
      <label className="visually-hidden" htmlFor={searchId}>
        Zoek een vogelsoort
      </label>
      <input
        id={searchId}
        className="input search-input"
        type="search"
        placeholder="Zoeken"
        autoComplete="off"
        value={filter}
        onChange={(e) => onFilterChange(e.target.value)}
      />
      {/* In the sheet from its opening, so the first search result count is announced too. */}
      <p className="visually-hidden" role="status">
        {filter.trim() === ''
          ? ''
          : shown.length === 0
            ? 'Geen vogels gevonden'
            : `${shown.length} gevonden`}
      </p>
      {offline && (
        <p className="empty-text" role="status">
          Zoeken lukt alleen met internet. Kies hieronder uit alle vogels.
        </p>
      )}
      {shown.length === 0 ? (
        <p className="empty-text">Geen vogels gevonden</p>
      ) : (
        <ul className="pick-list">
          {shown.map((bird) => (
            <li key={bird.id}>
              <button type="button" className="pick-list__item" onClick={() => onChoose(bird)}>
                {bird.image ? (
                  <img src={bird.image} alt="" width="48" height="36" loading="lazy" />
                ) : (
                  <span className="pick-list__blank" />
                )}
                <span>{bird.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
