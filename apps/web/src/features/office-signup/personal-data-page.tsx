import { useState } from 'react';
import { dutchMessage } from '#shared/http/index.ts';
import { OfficePage } from '../office-common/index.ts';
import { useDownloadNewsletter } from './download-newsletter.ts';
import { formatDay } from './format.ts';
import './office-signup.css';
import { useRetention } from './retention-query.ts';
import { Field } from '#shared/ui/field.tsx';

/** The newsletter CSV in both flavours (decision 101): for Excel first, the usual choice. */
const CSV_BUTTONS = [
  { flavour: 'spreadsheet', label: 'Download voor Excel', className: 'button' },
  {
    flavour: 'program',
    label: "Download als CSV voor programma's",
    className: 'button button--secondary',
  },
] as const;

/** /beheer/persoonsgegevens (admin): the retention plan and the newsletter export. */
export function PersonalDataPage() {
  const retention = useRetention();
  const download = useDownloadNewsletter();
  const [campaign, setCampaign] = useState('');
  const years = retention.data?.campaigns.map((c) => c.year) ?? [];

  return (
    <OfficePage
      heading="Persoonsgegevens"
      intro="Naam, adres, e-mailadres en telefoonnummer bij tellingen worden na de bewaartermijn verwijderd. De tellingen zelf blijven bestaan."
    >
      <section aria-labelledby="bewaartermijn-kop" className="office-signup">
        <h2 id="bewaartermijn-kop">Bewaartermijn</h2>
        {retention.isPending && <p role="status">Laden…</p>}
        {retention.isError && (
          <p className="notice notice--error" role="alert">
            {dutchMessage(retention.error, 'De bewaartermijn kan nu niet worden geladen.')}
          </p>
        )}
        {retention.data && (
          <>
            <p>
              Persoonsgegevens worden {retention.data.months} maanden na het einde van een campagne
              verwijderd.
            </p>
            {retention.data.campaigns.length === 0 ? (
              <p>Er zijn geen persoonsgegevens van tellingen of aanmeldingen opgeslagen.</p>
            ) : (
              <table className="office-signup__table">
                <caption className="visually-hidden">Persoonsgegevens per campagne</caption>
                <thead>
                  <tr>
                    <th scope="col">Campagne</th>
                    <th scope="col">Einde campagne</th>
                    <th scope="col">Verwijderen op</th>
                    <th scope="col">Tellingen met persoonsgegevens</th>
                    <th scope="col">Aanmeldingen herinnering</th>
                  </tr>
                </thead>
                <tbody>
                  {retention.data.campaigns.map((c) => (
                    <tr key={c.year}>
                      <th scope="row">{c.year}</th>
                      <td>{c.campaignEnd ? formatDay(c.campaignEnd) : 'Onbekend'}</td>
                      <td>{c.deleteAt ? formatDay(c.deleteAt) : 'Onbekend: geen campagne'}</td>
                      <td>{c.countsWithPersonalData.toLocaleString('nl-NL')}</td>
                      <td>{c.reminderSignups.toLocaleString('nl-NL')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="nieuwsbrief-kop" className="office-signup">
        <h2 id="nieuwsbrief-kop">Nieuwsbrief</h2>
        <p>
          E-mailadres en naam van de deelnemers die bij hun telling 'nieuwsbrief' hebben aangevinkt,
          als CSV-bestand: voor Excel (puntkomma's, opent in kolommen) of voor een programma zoals
          een mailingdienst (komma's, standaard-CSV). Elke download komt in het logboek.
        </p>
        <Field id="nieuwsbrief-campagne" label="Campagne">
          <select
            id="nieuwsbrief-campagne"
            className="input select"
            value={campaign}
            onChange={(event) => setCampaign(event.target.value)}
          >
            <option value="">Alle campagnes</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </Field>
        {download.isError && (
          <p className="notice notice--error" role="alert">
            {dutchMessage(download.error, 'Downloaden lukt nu niet.')}
          </p>
        )}
        <div className="button-row">
          {CSV_BUTTONS.map(({ flavour, label, className }) => (
            <button
              key={flavour}
              type="button"
              className={className}
              disabled={download.isPending}
              onClick={() =>
                download.mutate({ campaign: campaign ? Number(campaign) : undefined, flavour })
              }
            >
              {label}
            </button>
          ))}
        </div>
      </section>
    </OfficePage>
  );
}
