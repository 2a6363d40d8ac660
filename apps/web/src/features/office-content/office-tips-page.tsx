import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OfficePage } from '../office-common/index.ts';
import { useOfficeTips } from './api/tips.ts';
import { TipEditor } from './tip-editor.tsx';
import './office-content.css';
import { TableScroll } from '#shared/ui/table-scroll.tsx';

/** Beheer → Tips: every tip, and the editor of the chosen one (`?tip=<id>` or `?tip=nieuw`). */
export function OfficeTipsPage() {
  const tips = useOfficeTips();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('tip');
  const tip = tips.data?.find((t) => String(t.id) === chosen);
  // Chosen by a click on this page (not arrived at by its address): the editor takes the focus.
  const [clicked, setClicked] = useState(false);
  const choose = (value: string) => {
    setClicked(true);
    setParams({ tip: value });
  };
  // A tip just created keeps its editor (and the confirmation at its button) under its new id.
  const [created, setCreated] = useState<string>();

  return (
    <OfficePage heading="Tips" intro="De vogelkijktips van de app: tekst, vogel en afbeelding.">
      {tips.isPending && <p aria-busy="true">Tips laden…</p>}
      {tips.isError && <p className="notice notice--error">De tips konden niet worden geladen.</p>}
      {tips.data && (
        <TableScroll label="Tips">
          <table className="office-content__table">
            <caption className="visually-hidden">Alle tips, in de volgorde van de app</caption>
            <thead>
              <tr>
                <th scope="col">Titel</th>
                <th scope="col">Vogel</th>
                <th scope="col">
                  <span className="visually-hidden">Actie</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tips.data.map((t) => (
                <tr key={t.id} aria-current={String(t.id) === chosen ? 'true' : undefined}>
                  <td>{t.title}</td>
                  <td>{t.birdId}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => choose(String(t.id))}
                    >
                      Bewerken<span className="visually-hidden"> {t.title}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <button type="button" className="button button--secondary" onClick={() => choose('nieuw')}>
        Nieuwe tip
      </button>
      {(tip || chosen === 'nieuw') && (
        <TipEditor
          key={chosen === created ? 'nieuw' : (chosen ?? '')}
          tip={tip}
          focusOnOpen={clicked}
          onSaved={(id) => {
            if (!tip) setCreated(String(id));
            choose(String(id));
          }}
        />
      )}
    </OfficePage>
  );
}
