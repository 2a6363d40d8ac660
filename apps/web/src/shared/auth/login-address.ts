/** Host names that mean "this device itself". */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Why logging in cannot work from the address this page was opened on, in Dutch, or undefined
 * when it can (issue 15, decision 085). The one case: the identity provider lives on a loopback
 * address (a `PUBLIC_URL` of localhost) while this device reached the app on another host, such
 * as a phone on the local network. For the phone, `localhost` is the phone itself, so the login
 * page can never load there; the server cannot send the phone to that address either
 * (decision 049). Any other difference of address is fixed by the server's redirect.
 */
export function loginAddressProblem(authority: string, pageHostname: string): string | undefined {
  let provider: URL;
  try {
    provider = new URL(authority, 'http://invalid.invalid');
  } catch {
    return undefined;
  }
  if (!LOOPBACK.test(provider.hostname) || LOOPBACK.test(pageHostname)) return undefined;
  return (
    `Inloggen kan niet op dit adres. De app is ingesteld op ${provider.origin}, en dat adres ` +
    'werkt alleen op de computer waarop de app draait. Wil je inloggen, open de app dan op ' +
    'die computer, of vraag de beheerder het openbare adres (PUBLIC_URL) in te stellen op een ' +
    'adres dat dit apparaat kan bereiken.'
  );
}
