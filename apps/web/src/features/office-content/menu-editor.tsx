import { useState } from 'react';
import { OfficePage } from '../office-common/index.ts';
import { useOfficeMenu, useSaveOfficeMenu } from './api/menu.ts';
import { moved } from './list-order.ts';
import { RowActions } from './row-actions.tsx';
import { PublishActions } from '../office-common/index.ts';
import { Field } from '#shared/ui/field.tsx';

interface Row {
  title: string;
  link: string;
}

/** Beheer → Inhoud → Meer-menu: the extra rows of the app's 'Meer' menu, in order. */
export function OfficeMenuPage() {
  const menu = useOfficeMenu();
  return (
    <OfficePage
      heading="Meer-menu"
      intro="Extra regels in het menu 'Meer' van de app: een titel en een link."
    >
      {menu.isPending && <p aria-busy="true">Menu laden…</p>}
      {menu.isError && <p className="notice notice--error">Het menu kon niet worden geladen.</p>}
      {menu.data && <MenuForm initial={menu.data} />}
    </OfficePage>
  );
}

function MenuForm({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  const save = useSaveOfficeMenu();
  const change = (index: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ items: rows });
      }}
    >
      {rows.map((row, index) => (
        <fieldset key={index} className="office-content__entry">
          <legend>Regel {index + 1}</legend>
          <Field id={`menu-titel-${index}`} label="Titel">
            <input
              id={`menu-titel-${index}`}
              className="input"
              value={row.title}
              onChange={(e) => change(index, { title: e.target.value })}
            />
          </Field>
          <Field id={`menu-link-${index}`} label="Link">
            <input
              id={`menu-link-${index}`}
              className="input"
              value={row.link}
              aria-describedby={`menu-link-${index}-hint`}
              onChange={(e) => change(index, { link: e.target.value })}
            />
            <p id={`menu-link-${index}-hint`} className="field__hint">
              Begint met https:// of met / voor een pagina van de app.
            </p>
          </Field>
          <RowActions
            what={`regel ${index + 1}`}
            first={index === 0}
            last={index === rows.length - 1}
            onMove={(by) => setRows((list) => moved(list, index, by))}
            onRemove={() => setRows((list) => list.filter((_, i) => i !== index))}
          />
        </fieldset>
      ))}
      <PublishActions state={save}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setRows((list) => [...list, { title: '', link: '' }])}
        >
          Regel toevoegen
        </button>
      </PublishActions>
    </form>
  );
}
