/** Everything interpolated into a page goes through this. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type FieldErrors = Partial<Record<string, string>>;

export interface PageOptions {
  title: string;
  body: string;
  /** Shown above the form as a linked list, focused on load, so a screen reader hears it. */
  errors?: FieldErrors;
  /** Labels of the fields, to word the summary links. */
  notice?: string;
}

function errorSummary(errors: FieldErrors): string {
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  if (entries.length === 0) return '';
  const items = entries
    .map(([field, message]) =>
      field === 'form'
        ? `<li>${escapeHtml(message)}</li>`
        : `<li><a href="#${escapeHtml(field)}">${escapeHtml(message)}</a></li>`,
    )
    .join('');
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">Er is een probleem</h2><ul>${items}</ul></div>`;
}

export function page(options: PageOptions): string {
  const notice = options.notice
    ? `<p class="notice" role="status">${escapeHtml(options.notice)}</p>`
    : '';
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} – Tuinvogeltelling</title>
<link rel="stylesheet" href="/oidc/assets/identity.css">
<link rel="icon" href="/icons/logo.svg" type="image/svg+xml">
</head>
<body>
<header class="top"><span class="brand"><img src="/icons/logo.svg" alt="" width="36" height="36">Tuinvogeltelling</span></header>
<main id="inhoud" class="card">
<h1>${escapeHtml(options.title)}</h1>
${errorSummary(options.errors ?? {})}${notice}
${options.body}
</main>
</body>
</html>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  value?: string;
  type?: string;
  autocomplete?: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  inputmode?: string;
  maxlength?: number;
}

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function field(options: FieldOptions): string {
  const id = options.name;
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(
    Boolean,
  );
  const attributes = [
    `id="${id}"`,
    `name="${id}"`,
    `type="${options.type ?? 'text'}"`,
    options.type === 'password' ? '' : `value="${escapeHtml(options.value ?? '')}"`,
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.maxlength ? `maxlength="${options.maxlength}"` : '',
    options.required ? 'required aria-required="true"' : '',
    options.error ? 'aria-invalid="true"' : '',
    described.length ? `aria-describedby="${described.join(' ')}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const optional = options.required ? '' : ' <span class="optional">(optioneel)</span>';
  return `<div class="field${options.error ? ' field-error' : ''}">
<label for="${id}">${escapeHtml(options.label)}${optional}</label>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="error" id="${id}-error">${escapeHtml(options.error)}</p>` : ''}
<input ${attributes}>
</div>`;
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}
