import type { CountBird } from '@tvt/domain';
import { useId } from 'react';
import { Sheet } from '#shared/ui/sheet.tsx';

interface AddBirdSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  birds: readonly CountBird[];
  filter: string;
  onFilterChange: (filter: string) => void;
  onChoose: (bird: CountBird) => void;
}

function matches(bird: CountBird, filter: string): boolean {
  const words = filter.trim().toLocaleLowerCase('nl-NL').split(/\s+/).filter(Boolean);
  const name = bird.name.toLocaleLowerCase('nl-NL');
  return words.every((word) => name.includes(word));
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
  const shown = birds
    .filter((b) => matches(b, filter))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl-NL'));
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
