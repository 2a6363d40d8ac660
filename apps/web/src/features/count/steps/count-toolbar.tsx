import type { CountBird } from '@tvt/domain';
import type { CountView } from '../count-ui-storage.ts';
import { BirdSearch } from './bird-search.tsx';
import { CountBar } from './count-bar.tsx';
import { CountHint } from './count-hint.tsx';
import { ViewToggle } from './view-toggle.tsx';

interface CountToolbarProps {
  total: number;
  species: number;
  catalogue: readonly CountBird[];
  isOnScreen: (bird: CountBird) => boolean;
  countOf: (bird: CountBird) => number;
  onPick: (bird: CountBird) => void;
  view: CountView;
  onView: (view: CountView) => void;
  onAdd: () => void;
  onNoBirds: () => void;
}

/**
 * The top of the count screen, all within the first screen on a phone: the bar that stays in
 * view, the one search, the view switch and the two actions that used to sit four screens down.
 */
export function CountToolbar(props: CountToolbarProps) {
  return (
    <>
      <CountBar birds={props.total} species={props.species} />
      <CountHint />
      <div className="count-find">
        <BirdSearch
          catalogue={props.catalogue}
          isOnScreen={props.isOnScreen}
          countOf={props.countOf}
          onPick={props.onPick}
        />
        <ViewToggle view={props.view} onChange={props.onView} />
      </div>
      <div className="count-actions">
        <button type="button" className="button button--secondary" onClick={props.onAdd}>
          Vogelsoort toevoegen
        </button>
        <button type="button" className="button button--secondary" onClick={props.onNoBirds}>
          Geen vogels gezien
        </button>
      </div>
    </>
  );
}
