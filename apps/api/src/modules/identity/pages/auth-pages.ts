import { type FieldErrors, escapeHtml, field, hidden, page } from './html.ts';

export interface FormState {
  values: Record<string, string>;
  errors?: FieldErrors;
  notice?: string;
}

const v = (state: FormState, name: string) => state.values[name] ?? '';

export function loginPage(base: string, state: FormState): string {
  const e = state.errors ?? {};
  return page({
    title: 'Inloggen',
    errors: e,
    ...(state.notice ? { notice: state.notice } : {}),
    body: `<form method="post" action="${base}/login" novalidate>
${field({ name: 'email', label: 'E-mailadres', type: 'email', value: v(state, 'email'), autocomplete: 'username', required: true, error: e.email })}
${field({ name: 'password', label: 'Wachtwoord', type: 'password', autocomplete: 'current-password', required: true, error: e.password })}
<button type="submit">Inloggen</button>
</form>
<div class="links">
<a href="${base}/forgot">Wachtwoord vergeten?</a>
<a class="button secondary" href="${base}/register">Account aanmaken</a>
<a href="${base}/abort">Annuleren en terug naar de app</a>
</div>`,
  });
}

export function registerPage(base: string, state: FormState): string {
  const e = state.errors ?? {};
  return page({
    title: 'Account aanmaken',
    errors: e,
    body: `<form method="post" action="${base}/register" novalidate>
${field({ name: 'firstName', label: 'Voornaam', value: v(state, 'firstName'), autocomplete: 'given-name', required: true, maxlength: 100, error: e.firstName })}
${field({ name: 'lastNamePrefix', label: 'Tussenvoegsel', value: v(state, 'lastNamePrefix'), autocomplete: 'additional-name', maxlength: 100, error: e.lastNamePrefix })}
${field({ name: 'lastName', label: 'Achternaam', value: v(state, 'lastName'), autocomplete: 'family-name', required: true, maxlength: 100, error: e.lastName })}
${field({ name: 'postalCode', label: 'Postcode', value: v(state, 'postalCode'), autocomplete: 'postal-code', required: true, maxlength: 20, hint: 'Bijvoorbeeld 1234 AB', error: e.postalCode })}
<div class="row">
${field({ name: 'streetNumber', label: 'Huisnummer', value: v(state, 'streetNumber'), inputmode: 'numeric', required: true, maxlength: 200, error: e.streetNumber })}
${field({ name: 'streetNumberAddition', label: 'Toevoeging', value: v(state, 'streetNumberAddition'), maxlength: 200, error: e.streetNumberAddition })}
</div>
<p id="address" class="hint" aria-live="polite">${escapeHtml(state.values.addressText ?? '')}</p>
${field({ name: 'email', label: 'E-mailadres', type: 'email', value: v(state, 'email'), autocomplete: 'email', required: true, error: e.email })}
${field({ name: 'password', label: 'Wachtwoord', type: 'password', autocomplete: 'new-password', required: true, hint: 'Minstens 10 tekens.', error: e.password })}
<button type="submit">Account aanmaken</button>
</form>
<div class="links"><a href="${base}">Ik heb al een account: inloggen</a></div>
<script src="/oidc/assets/register.js" defer></script>`,
  });
}

export const CODE_RESENT =
  'Als dit e-mailadres nog niet bevestigd is, hebben we een nieuwe code gestuurd. De vorige code werkt dan niet meer.';

/** Inside a login the page also offers a new code and a way back to the app. */
export function verifyPage(action: string, state: FormState, base?: string): string {
  const e = state.errors ?? {};
  const more = base
    ? `<p>Geen e-mail gekregen? Kijk ook bij je ongewenste e-mail, of vraag een nieuwe code aan.</p>
<form method="post" action="${base}/verify/resend" novalidate>
${hidden('email', v(state, 'email'))}
<button type="submit" class="secondary">Stuur een nieuwe code</button>
</form>
<div class="links"><a href="${base}/abort">Annuleren en terug naar de app</a></div>`
    : '';
  return page({
    title: 'Bevestig je e-mailadres',
    errors: e,
    notice:
      state.notice ??
      'Als dit e-mailadres nog geen account heeft, hebben we er een e-mail met een code van 6 cijfers naartoe gestuurd. Vul die code hier in.',
    body: `<form method="post" action="${action}" novalidate>
${hidden('email', v(state, 'email'))}
${field({ name: 'code', label: 'Code uit de e-mail', value: v(state, 'code'), autocomplete: 'one-time-code', inputmode: 'numeric', required: true, maxlength: 6, error: e.code })}
<button type="submit">Bevestigen</button>
</form>
${more}`,
  });
}

export function forgotPage(base: string, state: FormState): string {
  const e = state.errors ?? {};
  return page({
    title: 'Wachtwoord vergeten',
    errors: e,
    body: `<p>Vul je e-mailadres in. Als er een account bij hoort, sturen we je een code om een nieuw wachtwoord in te stellen.</p>
<form method="post" action="${base}/forgot" novalidate>
${field({ name: 'email', label: 'E-mailadres', type: 'email', value: v(state, 'email'), autocomplete: 'email', required: true, error: e.email })}
<button type="submit">Code versturen</button>
</form>
<div class="links"><a href="${base}">Terug naar inloggen</a></div>`,
  });
}

export const RESET_SENT =
  'Als er een account bij dit e-mailadres hoort, hebben we een code van 6 cijfers gestuurd. Vul de code en je nieuwe wachtwoord in.';

export function resetPage(base: string, state: FormState): string {
  const e = state.errors ?? {};
  return page({
    title: 'Nieuw wachtwoord instellen',
    errors: e,
    notice: state.notice ?? RESET_SENT,
    body: `<form method="post" action="${base}/reset" novalidate>
${field({ name: 'email', label: 'E-mailadres', type: 'email', value: v(state, 'email'), autocomplete: 'username', required: true, error: e.email })}
${field({ name: 'code', label: 'Code uit de e-mail', value: v(state, 'code'), autocomplete: 'one-time-code', inputmode: 'numeric', required: true, maxlength: 6, error: e.code })}
${field({ name: 'password', label: 'Nieuw wachtwoord', type: 'password', autocomplete: 'new-password', required: true, hint: 'Minstens 10 tekens.', error: e.password })}
<button type="submit">Wachtwoord opslaan</button>
</form>
<div class="links"><a href="${base}">Terug naar inloggen</a></div>`,
  });
}

/** oidc-provider hands the logout form (with its xsrf field); the buttons submit it. */
export function logoutPage(form: string): string {
  return page({
    title: 'Uitloggen',
    body: `<p>Wil je uitloggen bij de Tuinvogeltelling?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Ja, uitloggen</button>
<button type="submit" form="op.logoutForm" class="secondary">Nee, ingelogd blijven</button>`,
  });
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  return page({
    title,
    body: `<p>${escapeHtml(message)}</p>${
      link
        ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`
        : ''
    }`,
  });
}
