import { useState } from 'react';
import type { AuditItem } from '@tvt/contract/office';
import { pageCount } from '@tvt/domain';
import { dutchMessage } from '#shared/http/index.ts';
import { OfficePage } from '../office-common/index.ts';
import { AuditFiltersForm } from './audit-filters-form.tsx';
import { AUDIT_PAGE_SIZE, type AuditFilters, NO_FILTERS, useAudit } from './audit-query.ts';
import './office-audit.css';
import { TableScroll } from '#shared/ui/table-scroll.tsx';

const when = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Amsterdam',
});

const json = (value: unknown) => (value === null ? '–' : JSON.stringify(value, null, 1));

function AuditRow({ item }: { item: AuditItem }) {
  return (
    <tr>
      <td>
        <time dateTime={item.at}>{when.format(new Date(item.at))}</time>
      </td>
      <td>{item.actor ? (item.actor.email ?? item.actor.accountId) : 'Opdrachtregel'}</td>
      <td>{item.action}</td>
      <td>
        {item.entity}
        {item.entityId ? <span className="office-audit__id"> {item.entityId}</span> : null}
      </td>
      <td>
        <pre>{json(item.before)}</pre>
      </td>
      <td>
        <pre>{json(item.after)}</pre>
      </td>
    </tr>
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
      intro="Elke wijziging in het beheer en elke export: wie, wanneer, wat ervoor en wat erna."
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
      <TableScroll label="Auditlog" className="office-audit__scroll">
        <table className="office-table">
          <caption className="visually-hidden">Auditlog, nieuwste eerst</caption>
          <thead>
            <tr>
              <th scope="col">Wanneer</th>
              <th scope="col">Wie</th>
              <th scope="col">Actie</th>
              <th scope="col">Onderwerp</th>
              <th scope="col">Ervoor</th>
              <th scope="col">Erna</th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.items.map((item) => (
              <AuditRow key={item.id} item={item} />
            ))}
          </tbody>
        </table>
      </TableScroll>
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
