import { reminderMailText } from '@tvt/domain';

/** The mail as a recipient sees it: subject, text, and the way out we add under it. */
export function ReminderPreview({ subject, text }: { subject: string; text: string }) {
  return (
    <section className="office-signup__preview" aria-labelledby="herinnering-voorbeeld">
      <h3 id="herinnering-voorbeeld">Zo ziet de ontvanger het</h3>
      <p className="office-signup__preview-subject">
        <span>Onderwerp: </span>
        {subject.trim() || '(nog geen onderwerp)'}
      </p>
      <div className="office-signup__preview-body">
        {reminderMailText(text.trim() || '(nog geen tekst)', '(een persoonlijke afmeldlink)')}
      </div>
    </section>
  );
}
