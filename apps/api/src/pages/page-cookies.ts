/**
 * One cookie's value from a `Cookie` header, undefined when it is not there. The app's pages read
 * only the few flags the web app sets beside its local-storage keys (decision 066).
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
