// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../config/runtime-config.ts';

const client = vi.hoisted(() => ({
  startLogin: vi.fn(() => Promise.resolve()),
  completeLogin: vi.fn((): Promise<unknown> => Promise.resolve('/meer/quiz')),
  completeLogout: vi.fn((): Promise<unknown> => Promise.resolve('/account')),
  restore: vi.fn(() => Promise.resolve()),
}));
vi.mock('./auth-client.ts', () => client);

const config: RuntimeConfig = {
  ...DEFAULT_CONFIG,
  oidc: { authority: 'https://id.example/oidc', clientId: 'web', resource: 'urn:tvt:api' },
};
const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function fresh() {
  vi.resetModules();
  const location = await import('./auth-location.ts');
  const store = await import('./auth-store.ts');
  return { ...location, ...store };
}

describe('auth parameters on an address', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('reports anonymous without a token, without loading the identity client', async () => {
    const { handleAuthLocation, authStatus } = await fresh();
    handleAuthLocation(config, at('/home'), vi.fn());
    expect(authStatus()).toBe('anonymous');
    await settle();
    expect(client.restore).not.toHaveBeenCalled();
  });

  it('restores a stored login', async () => {
    localStorage.setItem('access_token', 'a.b.c');
    const { handleAuthLocation } = await fresh();
    handleAuthLocation(config, at('/home'), vi.fn());
    await vi.waitFor(() => expect(client.restore).toHaveBeenCalledWith(config.oidc));
  });

  it('login=1 starts a login back to the current page, verified=1 with the hint', async () => {
    const { handleAuthLocation } = await fresh();
    handleAuthLocation(config, at('/herkennen', '?login=1'), vi.fn());
    await vi.waitFor(() =>
      expect(client.startLogin).toHaveBeenCalledWith(config.oidc, {
        returnTo: '/herkennen',
        verified: false,
      }),
    );
    handleAuthLocation(config, at('/account', '?verified=1'), vi.fn());
    await vi.waitFor(() =>
      expect(client.startLogin).toHaveBeenCalledWith(config.oidc, {
        returnTo: '/account',
        verified: true,
      }),
    );
  });

  it('code and state complete the login once and go back to the page it started from', async () => {
    const { handleAuthLocation } = await fresh();
    const navigate = vi.fn();
    handleAuthLocation(config, at('/home', '?code=c&state=s'), navigate);
    handleAuthLocation(config, at('/home', '?code=c&state=s'), navigate);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/meer/quiz', { replace: true }));
    expect(client.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('a failed callback leaves the visitor anonymous on the clean address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client.completeLogin.mockRejectedValueOnce(new Error('invalid_grant'));
    const { handleAuthLocation, authStatus } = await fresh();
    const navigate = vi.fn();
    handleAuthLocation(config, at('/home', '?code=c&state=s&t=jg'), navigate);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/home?t=jg', { replace: true }));
    expect(authStatus()).toBe('anonymous');
  });

  it('state alone is the return from a logout', async () => {
    const { handleAuthLocation } = await fresh();
    const navigate = vi.fn();
    handleAuthLocation(config, at('/home', '?state=s'), navigate);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/account', { replace: true }));
  });
});
