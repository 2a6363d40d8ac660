import { CSV_DIALECT, type CsvFlavour } from '@tvt/domain';
import type { OfficePersonalRepository } from '../count/office-personal-repository.ts';
import type { AuditEntry } from '../audit/service.ts';
import { csvLine } from './csv.ts';

export const NEWSLETTER_COLUMNS = ['email', 'voornaam', 'tussenvoegsel', 'achternaam'];

/**
 * The newsletter export (admin only): the participants who ticked the count's newsletter box
 * (spec 3 `userData.newsLetter`), one line per address, as UTF-8 CSV with a header row: for
 * programs (`,`, RFC 4180) or for spreadsheets (`;` and a BOM, so Dutch Excel opens it in columns).
 */
export function createNewsletterService(
  repository: OfficePersonalRepository,
  audit: { record(entry: AuditEntry): Promise<unknown> },
) {
  return {
    /** Every download is in the audit log: who, which campaign, which flavour, how many addresses. */
    async csv(
      actor: { accountId: string },
      year?: number,
      flavour: CsvFlavour = 'program',
    ): Promise<string> {
      const { delimiter, bom } = CSV_DIALECT[flavour];
      const rows = await repository.newsletterSubscribers(year);
      const lines = rows.map((r) =>
        csvLine([r.emailAddress, r.firstName, r.lastNamePrefix ?? '', r.lastName], delimiter),
      );
      await audit.record({
        actor,
        action: 'newsletter.export',
        entity: 'newsletter',
        ...(year === undefined ? {} : { entityId: String(year) }),
        after: { rows: rows.length, campaign: year ?? null, flavour },
      });
      return bom + csvLine(NEWSLETTER_COLUMNS, delimiter) + lines.join('');
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
