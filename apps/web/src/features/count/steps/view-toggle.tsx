import type { CountView } from '../count-ui-storage.ts';

const VIEWS: { view: CountView; label: string }[] = [
  { view: 'grid', label: 'Foto’s' },
  { view: 'list', label: 'Lijst' },
];

/** Picture grid or compact list; two toggle buttons, the pressed one is the current view. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: CountView;
  onChange: (v: CountView) => void;
}) {
  return (
    <div className="view-toggle" role="group" aria-label="Weergave">
      {VIEWS.map((v) => (
        <button
          key={v.view}
          type="button"
          className="view-toggle__button"
          aria-pressed={view === v.view}
          onClick={() => onChange(v.view)}
        >
          {v.label}
        </button>
      ))}
    </div>
  );
}
