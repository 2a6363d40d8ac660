import { safeParse, type core } from 'zod/mini';
import { HttpError } from './http-error.ts';
import { type RequestOptions, readJson, send } from './request.ts';

/**
 * A request whose answer is read with the contract's schema: the parsed answer, or an
 * HttpError. The schema is where any tolerance lives; nothing else inspects the body.
 */
export function requestJson<S extends core.$ZodType>(
  url: string,
  schema: S,
  options: RequestOptions = {},
): Promise<core.output<S>> {
  return send(url, options, async (response) => {
    const parsed = safeParse(schema, await readJson(response));
    if (parsed.success) return parsed.data;
    throw new HttpError(
      'unexpected',
      response.status,
      `Onverwacht antwoord (HTTP ${response.status})`,
    );
  });
}
