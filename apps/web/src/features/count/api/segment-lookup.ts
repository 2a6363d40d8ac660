import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { postJson } from './post-json.ts';
import { countUrl } from './submit-count.ts';

/**
 * Spec 7 "Segment lookup": after a stored count, the donation page to send the person to, if
 * their e-mail belongs to a segment. The e-mail travels in the body, never in a URL. No segment
 * (or the lookup off on the server) → `data: null` → no redirect. Failures are logged as
 * donationRedirect (spec 8).
 */
export async function donationRedirectUrl(
  config: Pick<RuntimeConfig, 'services'>,
  email: string,
  tellingUUID: string,
): Promise<string | undefined> {
  try {
    const result = await postJson(countUrl(config, 'segment'), { email }, { timeoutMs: 5000 });
    if (result.kind !== 'ok') return undefined;
    const data = (result.body as { data?: { page_id?: unknown; url?: unknown } } | undefined)?.data;
    const pageId = data?.page_id;
    if (typeof pageId !== 'string' && typeof pageId !== 'number') return undefined;
    // The donation site: `url` when the server names it, or a page id that is itself an address.
    const base =
      typeof data?.url === 'string'
        ? data.url
        : /^https?:\/\//.test(String(pageId))
          ? String(pageId)
          : undefined;
    if (base === undefined) return undefined;
    const url = new URL(base, window.location.origin);
    url.searchParams.set('pagina', String(pageId));
    url.searchParams.set('uuid', tellingUUID);
    return url.toString();
  } catch (error) {
    console.error('donationRedirect', error);
    return undefined;
  }
}
