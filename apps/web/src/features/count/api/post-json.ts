/** How a POST ended, in the terms the count flow acts on. */
export type PostResult =
  | { kind: 'ok'; body: unknown }
  /** Offline, timeout, 5xx or 429: worth trying again later. */
  | { kind: 'unreachable'; reason: string }
  /** 400 with the server's Dutch message and the field it names. */
  | { kind: 'invalid'; message: string; field: string | undefined }
  /** Any other answer: trying again will not help. */
  | { kind: 'refused'; status: number; message: string };

export const DEFAULT_TIMEOUT_MS = 15_000;

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function errorOf(body: unknown): { message: string | undefined; field: string | undefined } {
  const o = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    field?: unknown;
  };
  return {
    message: typeof o.message === 'string' ? o.message : undefined,
    field: typeof o.field === 'string' ? o.field : undefined,
  };
}

export async function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<PostResult> {
  const { headers = {}, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch } = options;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'unreachable', reason: error instanceof Error ? error.name : 'network' };
  }
  const parsed = await readBody(response);
  if (response.ok) return { kind: 'ok', body: parsed };
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    return { kind: 'unreachable', reason: `HTTP ${response.status}` };
  }
  const { message, field } = errorOf(parsed);
  if (response.status === 400) {
    return { kind: 'invalid', message: message ?? 'De telling is niet geaccepteerd.', field };
  }
  return {
    kind: 'refused',
    status: response.status,
    message: message ?? `HTTP ${response.status}`,
  };
}
