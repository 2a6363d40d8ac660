import type { OfficePersonalRepository } from '../count/office-personal-repository.ts';
import { csvLine } from './csv.ts';

export const NEWSLETTER_COLUMNS = ['email', 'voornaam', 'tussenvoegsel', 'achternaam'];

/**
 * The newsletter export (admin only): the participants who ticked the count's newsletter box
 * (spec 3 `userData.newsLetter`), one line per address, as UTF-8 CSV with a header row.
 */
export function createNewsletterService(repository: OfficePersonalRepository) {
  return {
    async csv(year?: number): Promise<{ body: string; rows: number }> {
      const rows = await repository.newsletterSubscribers(year);
      const lines = rows.map((r) =>
        csvLine([r.emailAddress, r.firstName, r.lastNamePrefix ?? '', r.lastName]),
      );
      return { body: csvLine(NEWSLETTER_COLUMNS) + lines.join(''), rows: rows.length };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
