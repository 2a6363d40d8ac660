import { type FormEvent, useId, useState } from 'react';
import { type AuditFilters, NO_FILTERS } from './audit-query.ts';

const FIELDS: { name: keyof AuditFilters; label: string; type: 'text' | 'date' }[] = [
  { name: 'actor', label: 'Wie (deel van e-mailadres)', type: 'text' },
  { name: 'action', label: 'Actie (bijv. role.grant)', type: 'text' },
  { name: 'entity', label: 'Onderwerp (bijv. account)', type: 'text' },
  { name: 'from', label: 'Van', type: 'date' },
  { name: 'to', label: 'Tot en met', type: 'date' },
];

/** The audit log's filters; applied on submit, so typing does not ask the server each time. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft });
  }
  return (
    <form className="office-audit__filters" onSubmit={submit} aria-label="Filters">
      {FIELDS.map((field) => (
        <div className="office-audit__filter" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            id={`${id}-${field.name}`}
            type={field.type}
            value={draft[field.name]}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
          />
        </div>
      ))}
      <div className="office-audit__filter-actions">
        <button type="submit" className="button">
          Filteren
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Wissen
        </button>
      </div>
    </form>
  );
}
