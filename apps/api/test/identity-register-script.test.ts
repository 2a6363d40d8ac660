import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { registerJs } from '../src/modules/identity/pages/register-js.ts';

type Listener = () => void;

/** Runs the served script against three inputs; returns what it asks the postcode service. */
function typeAddress(base: string, postalCode: string, streetNumber: string): string[] {
  const asked: string[] = [];
  const field = (value: string) => {
    const listeners: Listener[] = [];
    return {
      value,
      textContent: '',
      listeners,
      addEventListener: (_: string, l: Listener) => listeners.push(l),
    };
  };
  const elements: Record<string, ReturnType<typeof field>> = {
    postalCode: field(postalCode),
    streetNumber: field(streetNumber),
    streetNumberAddition: field(''),
    address: field(''),
  };
  const timers: Listener[] = [];
  runInNewContext(registerJs(base), {
    document: { getElementById: (id: string) => elements[id] ?? null },
    setTimeout: (fn: Listener) => timers.push(fn),
    clearTimeout: () => undefined,
    encodeURIComponent,
    fetch: (url: string) => {
      asked.push(url);
      return new Promise(() => undefined);
    },
  });
  elements.postalCode!.listeners.forEach((l) => l());
  timers.forEach((fn) => fn());
  return asked;
}

describe("the registration page's address script", () => {
  it('asks the configured postcode service, not a fixed path', () => {
    expect(typeAddress('https://adres.example/pc/v1', '1234 ab', '5')).toEqual([
      'https://adres.example/pc/v1/address/1234AB/5',
    ]);
  });

  it("uses the domain's postcode rule: never SA, SD or SS, never a leading 0", () => {
    for (const code of ['1234 SA', '1234sd', '1234 SS', '0123 AB', '1234 A']) {
      expect(typeAddress('/api/postcode/v1', code, '5')).toEqual([]);
    }
    expect(typeAddress('/api/postcode/v1', '9999ZZ', '12')).toEqual([
      '/api/postcode/v1/address/9999ZZ/12',
    ]);
  });
});
