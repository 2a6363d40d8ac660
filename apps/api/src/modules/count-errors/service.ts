import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../http-error.ts';
import { maskText, redactCountObject, redactValue } from './redact.ts';
import type { CountErrorRepository } from './repository.ts';

export const API_KEY_MISSING = 'Geen geldige API-sleutel meegestuurd.';

export interface ErrorReport {
  inztestid?: number | null | undefined;
  countObject?: unknown;
  userAgent?: string | undefined;
  functionName?: string | undefined;
  errorMessage?: string | undefined;
  errorStack?: string | undefined;
  extra?: unknown;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function createCountErrorService(repository: CountErrorRepository, apiKey: string) {
  const expected = digest(apiKey);
  return {
    /** Constant-time comparison, so the key cannot be guessed byte by byte. */
    checkKey(presented: string | string[] | undefined): void {
      if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), expected)) {
        throw new HttpError(401, API_KEY_MISSING);
      }
    },

    /** Stores the report with the count's personal fields removed and free texts masked. */
    async record(report: ErrorReport): Promise<number> {
      return repository.insert({
        inztestid: report.inztestid ?? null,
        functionName: maskText(report.functionName ?? ''),
        errorMessage: maskText(report.errorMessage ?? ''),
        errorStack: maskText(report.errorStack ?? ''),
        userAgent: maskText(report.userAgent ?? ''),
        countObject: redactCountObject(report.countObject),
        extra: report.extra === undefined ? null : redactValue(report.extra),
      });
    },
  };
}

export type CountErrorService = ReturnType<typeof createCountErrorService>;
