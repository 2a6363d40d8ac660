import { useModerationPersonal } from './moderation-personal-query.ts';

/** A count's personal part and remarks, for an admin; the reading itself is audited. */
export function PersonalDetails({ tellingUUID }: { tellingUUID: string }) {
  const personal = useModerationPersonal(tellingUUID, true);
  if (!personal.data) return <p className="office-moderation__sub">Laden…</p>;
  const person = personal.data.personal;
  return (
    <dl className="office-moderation__personal">
      {person ? (
        <>
          <dt>Naam</dt>
          <dd>
            {[person.firstName, person.lastNamePrefix, person.lastName].filter(Boolean).join(' ')}
          </dd>
          <dt>E-mail</dt>
          <dd>{person.emailAddress}</dd>
          <dt>Adres</dt>
          <dd>
            {person.street} {person.streetNumber}
            {person.streetNumberAddition ?? ''}, {person.postalCode} {person.city}
          </dd>
        </>
      ) : (
        <>
          <dt>Persoonsgegevens</dt>
          <dd>Verwijderd</dd>
        </>
      )}
      <dt>Opmerkingen</dt>
      <dd>{personal.data.remarks || '–'}</dd>
    </dl>
  );
}
