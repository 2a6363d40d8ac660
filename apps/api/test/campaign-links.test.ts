import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/env.ts';
import { EMPTY_LINKS } from '@tvt/domain';
import { webConfig } from '../src/modules/config/routes.ts';

const none = () => Promise.resolve(EMPTY_LINKS);

describe('campaign links (CAMPAIGN_*_URL → /config.json links)', () => {
  it('are all absent by default, so the home screen hides their blocks', async () => {
    expect((await webConfig(parseEnv({}), none)).links).toEqual({
      socialWall: null,
      results: null,
      signUp: null,
      course: null,
      share: null,
      social: [],
    });
  });

  it('reach the web config when set, before the office links', async () => {
    const office = () =>
      Promise.resolve({
        ...EMPTY_LINKS,
        signUp: 'https://office.example/aanmelden',
        course: 'https://office.example/cursus',
      });
    const { links } = await webConfig(
      parseEnv({
        CAMPAIGN_SIGNUP_URL: 'https://example.org/aanmelden',
        CAMPAIGN_RESULTS_URL: 'https://example.org/resultaten',
        CAMPAIGN_SOCIAL_LINKS:
          'Instagram|https://instagram.com/x; Facebook |https://facebook.com/x',
      }),
      office,
    );
    expect(links.signUp).toBe('https://example.org/aanmelden');
    expect(links.course).toBe('https://office.example/cursus');
    expect(links.results).toBe('https://example.org/resultaten');
    expect(links.social).toEqual([
      { title: 'Instagram', url: 'https://instagram.com/x' },
      { title: 'Facebook', url: 'https://facebook.com/x' },
    ]);
  });

  it('refuse a link that is not http(s), naming the key', () => {
    expect(() => parseEnv({ CAMPAIGN_COURSE_URL: 'javascript:alert(1)' })).toThrow(EnvError);
    expect(() => parseEnv({ CAMPAIGN_SOCIAL_LINKS: 'Instagram' })).toThrow(/CAMPAIGN_SOCIAL_LINKS/);
  });
});
