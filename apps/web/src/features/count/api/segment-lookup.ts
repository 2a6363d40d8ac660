import { segmentResponse } from '@tvt/contract';
import { requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
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
    const { data } = await requestJson(countUrl(config, 'segment'), segmentResponse, {
      method: 'POST',
      json: { email },
      timeoutMs: 5000,
    });
    if (!data) return undefined;
    // The donation site: `url` when the server names it, or a page id that is itself an address.
    const base = data.url ?? (/^https?:\/\//.test(data.page_id) ? data.page_id : undefined);
    if (base === undefined) return undefined;
    const url = new URL(base, window.location.origin);
    url.searchParams.set('pagina', data.page_id);
    url.searchParams.set('uuid', tellingUUID);
    return url.toString();
  } catch (error) {
    console.error('donationRedirect', error);
    return undefined;
  }
}
