import { personalFromAccount, type AccountUserData } from '@tvt/domain';

/** The prefill data (spec 3 "Account data"), as the count flow will use it. */
export function AccountDetails({ user }: { user: AccountUserData }) {
  const p = personalFromAccount(user);
  const name = [p.firstName, p.lastNamePrefix, p.lastName].filter(Boolean).join(' ');
  const address = [p.street, [p.streetNumber, p.streetNumberAddition].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' ');
  const place = [p.postalCode, p.city].filter(Boolean).join(' ');
  return (
    <dl className="account-details">
      <dt>Naam</dt>
      <dd>{name}</dd>
      <dt>Adres</dt>
      <dd>
        {address}
        <br />
        {place}
      </dd>
      <dt>E-mailadres</dt>
      <dd>{p.emailAddress}</dd>
    </dl>
  );
}
