import { type FormEvent, useId, useState } from 'react';
import type { RoleHolder } from '@tvt/contract/office';
import { OFFICE_ROLES, OFFICE_ROLE_LABEL, type OfficeRole } from '@tvt/domain';
import { dutchMessage } from '#shared/http/index.ts';
import { OfficePage } from '../office-common/index.ts';
import { useRoleChange } from './role-change.ts';
import { useRoleHolders } from './role-holders-query.ts';
import './office-roles.css';
import { TableScroll } from '#shared/ui/table-scroll.tsx';

/** Issue 12: the admin gives and takes office roles. */
export function OfficeRolesPage() {
  const [search, setSearch] = useState('');
  const [email, setEmail] = useState('');
  const holders = useRoleHolders(email);
  const change = useRoleChange();
  const [notice, setNotice] = useState('');
  const searchId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setEmail(search.trim());
  }

  function toggle(holder: RoleHolder, role: OfficeRole, give: boolean) {
    setNotice('');
    change.mutate(
      { accountId: holder.accountId, role, give },
      {
        onSuccess: () =>
          setNotice(
            `${holder.email ?? 'Account'}: rol ${OFFICE_ROLE_LABEL[role].toLowerCase()} ${give ? 'gegeven' : 'afgenomen'}.`,
          ),
        onError: (error) => setNotice(dutchMessage(error, 'De rol kon niet worden gewijzigd.')),
      },
    );
  }

  const items = holders.data?.items ?? [];
  return (
    <OfficePage
      heading="Rollen"
      intro="Wie mag wat in het beheer. Een beheerder mag alles; zoek een account op e-mailadres om het een rol te geven."
    >
      <form className="office-roles__search" role="search" onSubmit={submit}>
        <label htmlFor={searchId}>Zoek een account op e-mailadres</label>
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button">
          Zoeken
        </button>
        {email ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSearch('');
              setEmail('');
            }}
          >
            Alle rolhouders
          </button>
        ) : null}
      </form>
      <p className="office-roles__notice" role="status">
        {notice}
      </p>
      {holders.isError ? (
        <p role="alert">{dutchMessage(holders.error, 'De rollen konden niet worden geladen.')}</p>
      ) : null}
      <TableScroll label="Accounts en rollen">
        <table className="office-table">
          <caption>
            {email ? `Accounts met '${email}' in het e-mailadres` : 'Accounts met een rol'}
          </caption>
          <thead>
            <tr>
              <th scope="col">E-mailadres</th>
              {OFFICE_ROLES.map((role) => (
                <th scope="col" key={role}>
                  {OFFICE_ROLE_LABEL[role]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((holder) => (
              <tr key={holder.accountId}>
                <th scope="row">{holder.email ?? '(geen e-mailadres)'}</th>
                {OFFICE_ROLES.map((role) => {
                  const held = holder.roles.includes(role);
                  return (
                    <td key={role}>
                      <input
                        type="checkbox"
                        checked={held}
                        disabled={change.isPending}
                        aria-label={`${OFFICE_ROLE_LABEL[role]}: ${holder.email ?? 'account'}`}
                        onChange={() => toggle(holder, role, !held)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {holders.isSuccess && items.length === 0 ? (
        <p>{email ? 'Geen account gevonden.' : 'Nog niemand heeft een rol.'}</p>
      ) : null}
    </OfficePage>
  );
}
