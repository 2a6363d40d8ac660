import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AUDIT_AREAS, AUDIT_AREA_KEYS } from '@tvt/domain';
import { Field } from '#shared/ui/field.tsx';
import { type AuditPeriod, PERIOD_OPTIONS, periodDays } from './audit-period.ts';
import { type AuditFilters, NO_FILTERS } from './audit-query.ts';

interface FilterValues {
  actor: string;
  area: string;
  period: AuditPeriod;
  from: string;
  to: string;
}
const EMPTY: FilterValues = { actor: '', area: '', period: 'alles', from: '', to: '' };

/** The audit log's filters: person, area, period. Applied on submit, not on every key. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const id = useId();
  const form = useForm<FilterValues>({ defaultValues: EMPTY });
  const period = form.watch('period');
  const submit = form.handleSubmit((values) => {
    const days = periodDays(values.period, new Date(), values);
    onApply({ actor: values.actor.trim(), area: values.area, ...days });
  });
  return (
    <form className="office-audit__filters" onSubmit={submit} aria-label="Filters">
      <Field id={`${id}-actor`} label="Persoon (e-mailadres of een deel)">
        <input
          id={`${id}-actor`}
          className="input"
          type="search"
          autoComplete="off"
          {...form.register('actor')}
        />
      </Field>
      <Field id={`${id}-area`} label="Onderdeel">
        <select id={`${id}-area`} className="input select" {...form.register('area')}>
          <option value="">Alle onderdelen</option>
          {AUDIT_AREA_KEYS.map((key) => (
            <option key={key} value={key}>
              {AUDIT_AREAS[key].label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-period`} label="Periode">
        <select id={`${id}-period`} className="input select" {...form.register('period')}>
          {PERIOD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
      </Field>
      {period === 'eigen' ? (
        <>
          <Field id={`${id}-from`} label="Van">
            <input id={`${id}-from`} className="input" type="date" {...form.register('from')} />
          </Field>
          <Field id={`${id}-to`} label="Tot en met">
            <input id={`${id}-to`} className="input" type="date" {...form.register('to')} />
          </Field>
        </>
      ) : null}
      <div className="office-audit__filter-actions">
        <button type="submit" className="button">
          Filteren
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            form.reset(EMPTY);
            onApply(NO_FILTERS);
          }}
        >
          Wissen
        </button>
      </div>
    </form>
  );
}
