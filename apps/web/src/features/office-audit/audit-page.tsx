import { useState } from 'react';
import type { AuditItem } from '@tvt/contract/office';
import { pageCount } from '@tvt/domain';
import { dutchMessage } from '#shared/http/index.ts';
import { OfficePage } from '../office-common/index.ts';
import { AuditFiltersForm } from './audit-filters-form.tsx';
import { auditChanges, auditSentence } from './audit-sentence.ts';
import { AUDIT_PAGE_SIZE, type AuditFilters, NO_FILTERS, useAudit } from './audit-query.ts';
import './office-audit.css';

const when = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

function AuditRow({ item }: { item: AuditItem }) {
  const changes = auditChanges(item.before, item.after);
  return (
    <li className="office-audit__item">
      <p className="office-audit__sentence">{auditSentence(item)}</p>
      <p className="office-audit__when">
        <time dateTime={item.at}>{when.format(new Date(item.at))}</time>
      </p>
      {changes.length > 0 ? (
        <ul className="office-audit__changes" aria-label="Wijzigingen">
          {changes.map((change) => (
            <li key={change.field}>
              {change.field}: {change.before} → {change.after}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Issue 12 "Audit log": every office change and export, filtered and paged (admin). */
export function OfficeAuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const audit = useAudit(filters, page);
  const pages = pageCount(audit.data?.total ?? 0, AUDIT_PAGE_SIZE);
  return (
    <OfficePage
      heading="Auditlog"
      intro="Elke wijziging in het beheer en elke export: wie deed wat, wanneer, en wat er veranderde."
    >
      <AuditFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {audit.isError ? (
        <p role="alert">{dutchMessage(audit.error, 'Het auditlog kon niet worden geladen.')}</p>
      ) : null}
      <p role="status">
        {audit.data ? `${audit.data.total} ${audit.data.total === 1 ? 'regel' : 'regels'}` : ''}
      </p>
      <ol className="office-audit__list" aria-label="Auditlog, nieuwste eerst">
        {audit.data?.items.map((item) => (
          <AuditRow key={item.id} item={item} />
        ))}
      </ol>
      {pages > 1 ? (
        <nav className="office-audit__pages" aria-label="Pagina's">
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Vorige
          </button>
          <span>
            Pagina {page} van {pages}
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Volgende
          </button>
        </nav>
      ) : null}
    </OfficePage>
  );
}
