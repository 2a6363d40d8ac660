import { personalFromAccount, type AccountUserData } from '@tvt/domain';

/**
 * The prefill data (spec 3 "Account data"), as the count flow will use it. An account from an
 * external issuer may know only some of it (decision 026): only what is known is listed.
 */
export function AccountDetails({ user }: { user: AccountUserData }) {
  const p = personalFromAccount(user);
  const name = [p.firstName, p.lastNamePrefix, p.lastName].filter(Boolean).join(' ');
  const street = [p.street, [p.streetNumber, p.streetNumberAddition].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' ');
  const place = [p.postalCode, p.city].filter(Boolean).join(' ');
  const rows = [
    { label: 'Naam', lines: [name] },
    { label: 'Adres', lines: [street, place] },
    { label: 'E-mailadres', lines: [p.emailAddress] },
  ]
    .map((row) => ({ ...row, lines: row.lines.filter(Boolean) }))
    .filter((row) => row.lines.length > 0);
  if (rows.length === 0) {
    return (
      <p className="account-details account-details--empty">
        Bij je account zijn nog geen naam, adres of e-mailadres bekend. Die vul je in als je een
        telling doet.
      </p>
    );
  }
  return (
    <>
      <dl className="account-details">
        {rows.map((row) => (
          <div key={row.label} className="account-details__row">
            <dt>{row.label}</dt>
            <dd>
              {row.lines.map((line, i) => (
                <span key={i} className="account-details__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="account__hint">Deze gegevens vullen we alvast in als je een telling doet.</p>
    </>
  );
}
