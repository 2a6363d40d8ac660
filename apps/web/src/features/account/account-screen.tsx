import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthGate } from '#shared/auth/auth-gate.tsx';
import { useAuth } from '#shared/auth/use-auth.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { ScreenSkeleton } from '#shared/shell/screen.tsx';
import { LoggedInAccount } from './logged-in-account.tsx';
import '#shared/ui/ui.css';
import './account.css';

/** Spec 2 "Account": 'Inloggen' when logged out, 'Uitloggen' when logged in. */
export function AccountScreen() {
  return (
    <AuthGate fallback={<p role="status">Laden…</p>}>
      {(status) => (status === 'authenticated' ? <LoggedInView /> : <LoggedOutView />)}
    </AuthGate>
  );
}

function LoggedOutView() {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  if (!auth.available) return <p>Inloggen is op dit moment niet mogelijk.</p>;
  const act = (action: () => Promise<void>) => () => {
    setBusy(true);
    action().catch((error: unknown) => {
      console.warn('login', error);
      setBusy(false);
    });
  };
  return (
    <section className="account" aria-labelledby="account-intro">
      <h2 id="account-intro" className="section-title">
        Log in of maak een account aan
      </h2>
      <p>
        Tellen kan zonder account. Met een account vullen we je gegevens bij het tellen alvast in,
        bewaren we je quizscore en zie je welke tellingen je hebt verstuurd.
      </p>
      {auth.blocked ? (
        // Opened on an address from which the login page cannot load: say so, no dead button.
        <p>{auth.blocked}</p>
      ) : (
        <div className="button-row account__actions">
          <button type="button" className="button" disabled={busy} onClick={act(auth.login)}>
            Inloggen
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={act(auth.register)}
          >
            Account aanmaken
          </button>
        </div>
      )}
    </section>
  );
}

function LoggedInView() {
  const config = useConfig();
  const auth = useAuth();
  const queryClient = useQueryClient();
  if (!config) return <ScreenSkeleton />;
  const logout = async () => {
    queryClient.removeQueries({ queryKey: ['account'] });
    await auth.logout();
  };
  return <LoggedInAccount config={config} onLogout={logout} />;
}
