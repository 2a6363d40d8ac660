import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';

/** The confirmation and unsubscribe pages: server-rendered, no script, no login. */
const eta = new Eta({
  views: fileURLToPath(new URL('.', import.meta.url)),
  autoEscape: true,
  cache: true,
});

export interface SignupPage {
  title: string;
  message: string;
  /** After an action: announced to screen readers. */
  status?: boolean;
  form?: { action: string; token: string; button: string };
}

export function signupPage(page: SignupPage): string {
  return eta.render('./page', page);
}

export const CONFIRM_PATH = '/aanmelding/bevestigen';
export const UNSUBSCRIBE_PATH = '/aanmelding/afmelden';

const BROKEN = {
  title: 'Deze link werkt niet',
  message:
    'Deze link is niet (meer) geldig. Kopieer de link uit de e-mail in zijn geheel, of meld je opnieuw aan in de app.',
};

export const pages = {
  confirmAsk: (token: string): SignupPage => ({
    title: 'Aanmelding bevestigen',
    message: 'Bevestig dat je een herinnering wilt ontvangen als de Tuinvogeltelling begint.',
    form: { action: CONFIRM_PATH, token, button: 'Aanmelding bevestigen' },
  }),
  confirmed: (): SignupPage => ({
    title: 'Je aanmelding is bevestigd',
    message:
      'Dank je wel! Je krijgt een e-mail als de telling begint. In die e-mail staat ook hoe je je afmeldt.',
    status: true,
  }),
  unsubscribeAsk: (token: string): SignupPage => ({
    title: 'Afmelden',
    message: 'Wil je geen herinnering meer ontvangen voor de Tuinvogeltelling?',
    form: { action: UNSUBSCRIBE_PATH, token, button: 'Afmelden' },
  }),
  unsubscribed: (): SignupPage => ({
    title: 'Je bent afgemeld',
    message:
      'Je ontvangt geen herinnering meer van ons. Je kunt je altijd opnieuw aanmelden in de app.',
    status: true,
  }),
  broken: (): SignupPage => ({ ...BROKEN, status: true }),
  brokenAsk: (): SignupPage => BROKEN,
};
