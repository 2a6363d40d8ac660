import { type FieldErrors, render } from './html.ts';

export interface FormState {
  values: Record<string, string>;
  errors?: FieldErrors;
  notice?: string;
}

const form = (state: FormState) => ({
  values: state.values,
  errors: state.errors ?? {},
  notice: state.notice,
});

export function loginPage(base: string, state: FormState): string {
  return render('./login', { base, ...form(state) });
}

export function registerPage(base: string, state: FormState): string {
  return render('./register', { base, ...form(state) });
}

export const CODE_RESENT =
  'Als dit e-mailadres nog niet bevestigd is, hebben we een nieuwe code gestuurd. De vorige code werkt dan niet meer.';

/** Inside a login (`base` given) the page also offers a new code and a way back to the app. */
export function verifyPage(action: string, state: FormState, base?: string): string {
  return render('./verify', { action, base, ...form(state) });
}

export function forgotPage(base: string, state: FormState): string {
  return render('./forgot', { base, ...form(state) });
}

export const RESET_SENT =
  'Als er een account bij dit e-mailadres hoort, hebben we een code van 6 cijfers gestuurd. Vul de code en je nieuwe wachtwoord in.';

export function resetPage(base: string, state: FormState): string {
  return render('./reset', { base, ...form(state), notice: state.notice ?? RESET_SENT });
}

/** The one-time link of `admin:create`: choose a password (account and code ride hidden). */
export function setPasswordPage(action: string, state: FormState): string {
  return render('./set-password', { action, ...form(state) });
}

/** oidc-provider hands the logout form (with its xsrf field); the buttons submit it. */
export function logoutPage(providerForm: string): string {
  return render('./logout', { form: providerForm });
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  return render('./message', { title, message, link });
}
