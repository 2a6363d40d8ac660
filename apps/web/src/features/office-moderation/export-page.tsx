import './office-moderation.css';
import { useId, useState } from 'react';
import { HttpError } from '#shared/http/index.ts';
import { Field } from '#shared/ui/field.tsx';
import { RadioGroup } from '#shared/ui/radio-group.tsx';
import { MutationNotice, OfficePage, useOfficeRoles } from '../office-common/index.ts';
import { DatasetSettingsForm } from './dataset-settings-form.tsx';
import { useExportCampaigns } from './export-campaigns-query.ts';
import { EXPORT_CHOICES, type ExportChoice } from './export-choice.ts';
import { useCountsExport } from './export-download.ts';

const nl = new Intl.NumberFormat('nl-NL');

/**
 * The research export (issues 12 and 34, role research): a campaign's accepted counts for a
 * spreadsheet, a program, Parquet or as a Darwin Core Archive; an admin sets the archive's
 * licence and contact below.
 */
export function ExportPage() {
  const campaigns = useExportCampaigns();
  const download = useCountsExport();
  const admin = useOfficeRoles().includes('admin');
  const [year, setYear] = useState<number>();
  const [choice, setChoice] = useState<ExportChoice>('spreadsheet');
  const yearId = useId();
  const options = campaigns.data?.data ?? [];
  const chosen = year ?? options[0]?.year;
  const picked = EXPORT_CHOICES.find((c) => c.value === choice)!;

  return (
    <OfficePage
      heading="Onderzoeksexport"
      intro="Alle tellingen van een campagne die in de resultaten meetellen, voor onderzoek. De plaats is alleen het postcodegebied (4 cijfers), de gemeente en de provincie; er staan geen persoonsgegevens in. Elke export wordt vastgelegd in het auditlog."
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
              if (chosen !== undefined)
                download.mutate({
                  campaign: chosen,
                  format: picked.format,
                  flavour: picked.flavour,
                });
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
            <RadioGroup
              name="export-soort"
              legend="Bestand voor"
              options={EXPORT_CHOICES}
              value={choice}
              onChange={setChoice}
              hint={picked.hint}
            />
            <button
              type="submit"
              className="button"
              disabled={chosen === undefined || download.isPending}
            >
              {download.isPending ? 'Bezig met downloaden…' : 'Download export'}
            </button>
          </form>
        )}
        <MutationNotice
          mutation={download}
          done="De export is gedownload."
          failed="De export lukte niet. Probeer het opnieuw."
        />
        <DatasetSettingsForm editable={admin} />
      </div>
    </OfficePage>
  );
}
