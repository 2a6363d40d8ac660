import { describe, expect, it } from 'vitest';
import {
  loginPage,
  logoutPage,
  messagePage,
  registerPage,
  verifyPage,
} from '../src/modules/identity/pages/auth-pages.ts';

// The pages are Eta templates; what a person typed comes back escaped, never as markup.
describe('identity page templates', () => {
  it('escape every value a person typed, in fields and in the error summary', () => {
    const html = registerPage('/oidc/interaction/u1', {
      values: { firstName: '<script>alert(1)</script>', email: 'a"b\'c&d' },
      errors: { email: 'Vul een <geldig> e-mailadres in.' },
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="a&quot;b&#39;c&amp;d"');
    expect(html).toContain('<a href="#email">Vul een &lt;geldig&gt; e-mailadres in.</a>');
    expect(html).toContain('aria-describedby="email-error"');
  });

  it('never echo a password, and mark only optional fields as optional', () => {
    const html = loginPage('/b', { values: { email: 'x@example.nl', password: 'geheim123456' } });
    expect(html).not.toContain('geheim123456');
    expect(html).not.toContain('(optioneel)');
    expect(html).toContain('<title>Inloggen – Tuinvogeltelling</title>');
    expect(registerPage('/b', { values: {} })).toContain(
      'Tussenvoegsel <span class="optional">(optioneel)</span>',
    );
  });

  it('offer a new code only inside a login', () => {
    expect(verifyPage('/oidc/verify', { values: { email: 'e' } })).not.toContain('verify/resend');
    expect(verifyPage('/b/verify', { values: { email: 'e' } }, '/b')).toContain(
      'action="/b/verify/resend"',
    );
  });

  it("keep the provider's logout form as markup and escape a message's link", () => {
    expect(logoutPage('<form id="op.logoutForm"></form>')).toContain(
      '<form id="op.logoutForm"></form>',
    );
    const html = messagePage('Titel', 'Tekst & meer', { href: '/x?a=1&b=2', text: 'Verder' });
    expect(html).toContain('<p>Tekst &amp; meer</p>');
    expect(html).toContain('href="/x?a=1&amp;b=2"');
  });
});
