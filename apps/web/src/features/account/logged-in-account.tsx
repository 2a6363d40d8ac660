import { useState } from 'react';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { LoadingButton } from '#shared/ui/loading-button.tsx';
import { AccountDetails } from './account-details.tsx';
import { dutchMessage } from '#shared/http/index.ts';
import { useAccountUser } from './account-user-query.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { useDeleteAccount } from './delete-account.ts';
import { downloadExport } from './export-data.ts';
import { OwnCounts } from './own-counts.tsx';

interface LoggedInAccountProps {
  config: RuntimeConfig;
  onLogout: () => Promise<void>;
}

export function LoggedInAccount({ config, onLogout }: LoggedInAccountProps) {
  const user = useAccountUser(config);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const remove = useDeleteAccount(config, onLogout);

  const logout = () => {
    setLeaving(true);
    onLogout().catch((error: unknown) => {
      console.warn('logout', error);
      setLeaving(false);
    });
  };
  const download = () => {
    setExporting(true);
    setExportError(undefined);
    downloadExport(config)
      .catch(() => setExportError('Downloaden lukt nu niet. Probeer het later opnieuw.'))
      .finally(() => setExporting(false));
  };

  return (
    <div className="account">
      <section aria-labelledby="account-details-title">
        <h2 id="account-details-title" className="section-title">
          Mijn gegevens
        </h2>
        {user.data && <AccountDetails user={user.data} />}
        {user.isPending && <p role="status">Gegevens laden…</p>}
        {user.isError && (
          <p className="notice notice--error">
            {dutchMessage(user.error, 'Je gegevens kunnen nu niet worden geladen.')}
          </p>
        )}
      </section>
      <section aria-labelledby="account-counts-title">
        <h2 id="account-counts-title" className="section-title">
          Mijn tellingen
        </h2>
        <OwnCounts config={config} />
      </section>
      <section aria-labelledby="account-manage-title">
        <h2 id="account-manage-title" className="section-title">
          Mijn account
        </h2>
        <div className="account__actions">
          <LoadingButton loading={leaving} onClick={logout}>
            Uitloggen
          </LoadingButton>
          <LoadingButton variant="secondary" loading={exporting} onClick={download}>
            Mijn gegevens downloaden
          </LoadingButton>
          <button
            type="button"
            className="button button--secondary account__delete"
            onClick={() => setConfirming(true)}
          >
            Account verwijderen
          </button>
        </div>
        {exportError && (
          <p className="notice notice--error" role="alert">
            {exportError}
          </p>
        )}
      </section>
      <DeleteAccountDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => remove.mutate()}
        deleting={remove.isPending}
        error={
          remove.isError
            ? dutchMessage(remove.error, 'Verwijderen lukt nu niet. Probeer het later opnieuw.')
            : undefined
        }
      />
    </div>
  );
}
