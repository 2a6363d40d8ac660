import { describe, expect, it } from 'vitest';
import { loginAddressProblem } from './login-address.ts';

describe('logging in from another address than the public one', () => {
  it('explains in Dutch why a phone on the network cannot log in against localhost', () => {
    const message = loginAddressProblem('http://localhost:8080/oidc', '192.168.1.20');
    expect(message).toContain('Inloggen kan niet op dit adres');
    expect(message).toContain('http://localhost:8080');
    expect(loginAddressProblem('http://127.0.0.1:8080/oidc', 'laptop.lan')).toContain(
      'http://127.0.0.1:8080',
    );
  });

  it('has nothing to say when the device can reach the provider', () => {
    expect(loginAddressProblem('http://localhost:8080/oidc', 'localhost')).toBeUndefined();
    expect(loginAddressProblem('http://localhost:8080/oidc', '127.0.0.1')).toBeUndefined();
    expect(loginAddressProblem('http://localhost:8080/oidc', '[::1]')).toBeUndefined();
    expect(loginAddressProblem('https://tuinvogeltelling.nl/oidc', '192.168.1.20')).toBeUndefined();
    expect(loginAddressProblem('https://login.example.org', 'tuinvogeltelling.nl')).toBeUndefined();
    // A relative authority is on the page's own host.
    expect(loginAddressProblem('/oidc', '192.168.1.20')).toBeUndefined();
  });
});
