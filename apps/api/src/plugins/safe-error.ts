/**
 * Errors are logged without anything that may quote user input: driver errors carry the query
 * parameters (Drizzle puts them in the message, pg in `detail`), so only the type, the code, a
 * scrubbed message and the stack frames are kept.
 */
const SCRUBBERS: [RegExp, string][] = [
  [/[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi, '[e-mail]'],
  [/\b\d{4}\s?[a-z]{2}\b/gi, '[postcode]'],
  [/\+?\d[\d\s-]{7,}\d/g, '[nummer]'],
];

function scrub(text: string): string {
  // Drizzle: "Failed query: …\nparams: a,b,c" — the parameters never go to the log.
  const withoutParams = text.split(/\nparams:/)[0] ?? '';
  return SCRUBBERS.reduce((t, [pattern, mask]) => t.replace(pattern, mask), withoutParams);
}

export interface SafeError {
  [key: string]: unknown;
  type: string;
  code?: string;
  message: string;
  stack: string;
  cause?: SafeError;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[non-error thrown]', stack: '' };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const result: SafeError = {
    type: error.name,
    message: scrub(error.message),
    stack: frames.join('\n'),
  };
  if (typeof code === 'string') result.code = code;
  if (error.cause !== undefined && depth < 2) result.cause = safeError(error.cause, depth + 1);
  return result;
}
