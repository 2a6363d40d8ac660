import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The pages' templates (`templates/*.eta`). Eta escapes every `<%= %>` value, so nothing a
 * person typed can become markup; `<%~ %>` (raw) is kept for our own partials and the
 * provider's logout form. Compiled once per template and cached.
 */
const eta = new Eta({
  views: fileURLToPath(new URL('./templates', import.meta.url)),
  autoEscape: true,
  cache: true,
});

export function render(template: string, data: object): string {
  return eta.render(template, data);
}
