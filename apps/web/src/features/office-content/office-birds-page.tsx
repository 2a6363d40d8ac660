import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OfficePage } from '../office-common/index.ts';
import { useOfficeBirds } from './api/birds.ts';
import { BirdEditor } from './bird-editor.tsx';
import './office-content.css';
import { Field } from '#shared/ui/field.tsx';

/** Beheer → Vogels: every species (filterable), and the editor of the chosen one (`?soort=`). */
export function OfficeBirdsPage() {
  const birds = useOfficeBirds();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  // Only a choice made here moves the focus; a page opened at ?soort= starts at its heading.
  const [picked, setPicked] = useState(false);
  const chosen = params.get('soort');
  const shown = (birds.data ?? []).filter((b) =>
    b.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  return (
    <OfficePage
      heading="Vogels"
      intro="Namen, tips, het telformulier, de vogelwijzer en de bestanden van elke soort."
    >
      <div className="office-content office-content--split">
        <div className="office-content__list">
          <Field id="vogels-zoek" label="Zoek een vogel">
            <input
              id="vogels-zoek"
              className="input"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </Field>
          {birds.isPending && <p aria-busy="true">Vogels laden…</p>}
          {birds.isError && (
            <p className="notice notice--error">De vogels konden niet worden geladen.</p>
          )}
          <ul className="office-content__birds" aria-label="Vogelsoorten">
            {shown.map((b) => (
              <li key={b.id}>
                <button
                  type="button"
                  className="office-content__bird"
                  aria-current={b.id === chosen ? 'true' : undefined}
                  onClick={() => {
                    setPicked(true);
                    setParams({ soort: b.id });
                  }}
                >
                  {b.name}
                  {b.primary && <span className="office-content__badge">telformulier</span>}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {chosen && (
          <BirdEditor key={chosen} id={chosen} birds={birds.data ?? []} bringIntoView={picked} />
        )}
      </div>
    </OfficePage>
  );
}
