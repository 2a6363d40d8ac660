import './office-moderation.css';
import { useId, useState } from 'react';
import type { ExportFormat } from '@tvt/contract/office';
import { HttpError } from '#shared/http/index.ts';
import { OfficePage } from '../office-common/index.ts';
import { useExportCampaigns } from './export-campaigns-query.ts';
import { useCountsExport } from './export-download.ts';
import { Field } from '#shared/ui/field.tsx';

const nl = new Intl.NumberFormat('nl-NL');

/** The research export (issue 12, admin): a campaign's accepted counts as CSV or Parquet. */
export function ExportPage() {
  const campaigns = useExportCampaigns();
  const download = useCountsExport();
  const [year, setYear] = useState<number>();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const yearId = useId();
  const formatId = useId();
  const options = campaigns.data?.data ?? [];
  const chosen = year ?? options[0]?.year;

  return (
    <OfficePage
      heading="Onderzoeksexport"
      intro="Alle tellingen van een campagne die in de resultaten meetellen, voor onderzoek. De plaats is alleen het postcodegebied (4 cijfers), de gemeentecode en de provincie; er staan geen persoonsgegevens in. Elke export wordt vastgelegd in het auditlog."
    >
      <div className="office-export">
        {campaigns.isError && (
          <p className="notice notice--error">
            {campaigns.error instanceof HttpError
              ? campaigns.error.message
              : 'De campagnes laden niet.'}
          </p>
        )}
        {campaigns.isSuccess && options.length === 0 ? (
          <p>Er zijn nog geen tellingen om te exporteren.</p>
        ) : (
          <form
            className="office-export__form"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen !== undefined) download.mutate({ campaign: chosen, format });
            }}
          >
            <Field id={yearId} label="Campagne">
              <select
                id={yearId}
                className="select"
                value={chosen ?? ''}
                onChange={(event) => setYear(Number(event.target.value))}
              >
                {options.map((c) => (
                  <option key={c.year} value={c.year}>
                    {c.year} ({nl.format(c.counts)} tellingen)
                  </option>
                ))}
              </select>
            </Field>
            <Field id={formatId} label="Formaat">
              <select
                id={formatId}
                className="select"
                value={format}
                onChange={(event) => setFormat(event.target.value as ExportFormat)}
              >
                <option value="csv">CSV (Excel, R, Python)</option>
                <option value="parquet">Parquet (grote analyses)</option>
              </select>
            </Field>
            <button
              type="submit"
              className="button"
              disabled={chosen === undefined || download.isPending}
            >
              {download.isPending ? 'Bezig met downloaden…' : 'Download export'}
            </button>
          </form>
        )}
        <div role="status" aria-live="polite">
          {download.isSuccess && <p className="notice notice--info">De export is gedownload.</p>}
          {download.isError && (
            <p className="notice notice--error">
              {download.error instanceof HttpError
                ? download.error.message
                : 'De export lukte niet. Probeer het opnieuw.'}
            </p>
          )}
        </div>
      </div>
    </OfficePage>
  );
}
