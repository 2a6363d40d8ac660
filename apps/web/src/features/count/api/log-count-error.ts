import { countErrorResponse } from '@tvt/contract';
import { requestJson } from '#shared/http/index.ts';
import { fetchConfig } from '#shared/config/config-query.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { countUrl } from './submit-count.ts';

/** Header that carries the error endpoint's key (spec 7 "Log error"). */
export const ERROR_API_KEY_HEADER = 'x-api-key';

/** The key is part of /config.json (`countErrorApiKey`). */
async function errorApiKey(): Promise<string | undefined> {
  try {
    return (await fetchConfig()).countErrorApiKey || undefined;
  } catch {
    return undefined;
  }
}

export interface CountErrorReport {
  inztestid: number;
  countObject: unknown;
  functionName: string;
  error: unknown;
  extra?: Record<string, unknown>;
}

/**
 * Spec 7 "Log error": `POST {count}/inzending/error` with inztestid, the count, the user agent,
 * the function name, the error's message and stack, and extras. Best effort: never throws.
 */
export async function logCountError(
  config: Pick<RuntimeConfig, 'services'>,
  report: CountErrorReport,
): Promise<void> {
  const error = report.error instanceof Error ? report.error : new Error(String(report.error));
  const key = await errorApiKey();
  try {
    await requestJson(countUrl(config, 'inzending/error'), countErrorResponse, {
      method: 'POST',
      json: {
        inztestid: report.inztestid,
        countObject: report.countObject,
        userAgent: navigator.userAgent,
        functionName: report.functionName,
        errorMessage: error.message,
        errorStack: error.stack ?? '',
        extra: report.extra ?? {},
      },
      ...(key && { headers: { [ERROR_API_KEY_HEADER]: key } }),
    });
  } catch (failure) {
    console.error('inzending/error', failure);
  }
}
