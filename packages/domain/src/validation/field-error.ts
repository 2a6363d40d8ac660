import type { z } from 'zod';

/** The API's error body (docs/architecture.md): a Dutch message and the dotted field path. */
export interface FieldError {
  message: string;
  field?: string;
}

/** The first issue of a failed parse, as the API answers it. */
export function toFieldError(error: z.ZodError): FieldError {
  const issue = error.issues[0];
  if (!issue) return { message: 'De invoer is ongeldig.' };
  const field = issue.path.map(String).join('.');
  return field === '' ? { message: issue.message } : { message: issue.message, field };
}

/** Every issue keyed by its dotted path (first message per field), for forms. */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
