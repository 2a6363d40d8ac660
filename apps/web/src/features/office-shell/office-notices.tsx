import { useAuth } from '#shared/auth/use-auth.ts';
import { OfficePage } from '../office-common/index.ts';

/** Anonymous visitors: the office needs a login (the app's own). */
export function LoginPrompt() {
  const auth = useAuth();
  return (
    <OfficePage heading="Inloggen">
      <p>Log in om de beheeromgeving te gebruiken.</p>
      {auth.available ? (
        <button type="button" className="button" onClick={auth.login}>
          Inloggen
        </button>
      ) : (
        <p>Inloggen is op deze installatie niet ingesteld.</p>
      )}
    </OfficePage>
  );
}

/** An account without the role a page needs (or without any office role). */
export function NoAccess() {
  return (
    <OfficePage heading="Geen toegang">
      <p>Je hebt geen toegang tot dit deel van de beheeromgeving.</p>
      <p>Denk je dat dit niet klopt? Vraag een beheerder om je de juiste rol te geven.</p>
    </OfficePage>
  );
}

/** The office could not ask the server who is logged in. */
export function OfficeUnavailable({ message, retry }: { message: string; retry: () => void }) {
  return (
    <OfficePage heading="Beheer niet bereikbaar">
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={retry}>
        Probeer opnieuw
      </button>
    </OfficePage>
  );
}

export function OfficeNotFound() {
  return (
    <OfficePage heading="Pagina niet gevonden">
      <p>Deze pagina bestaat niet in de beheeromgeving. Kies een onderdeel in het menu.</p>
    </OfficePage>
  );
}

/** While the login state or the roles are on their way. */
export function OfficeLoading() {
  return (
    <p className="office__loading" role="status">
      Beheeromgeving laden…
    </p>
  );
}
