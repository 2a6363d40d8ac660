// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { CountObject } from '@tvt/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { RefusedCount } from './refused-count.tsx';

afterEach(cleanup);

describe('a count the server refused for good', () => {
  it('says in Dutch what happened, that the count is kept, and offers it as a file', async () => {
    // Counted on Saturday 25 January 2025 at 10:15 (spec 7's countedon), queued two days later.
    const payload = {
      countId: 'c-9',
      inztestid: 7,
      countedon: '2025-01-25T10:15:00.000Z',
    } as CountObject;
    globalThis.URL.createObjectURL = () => 'blob:telling';
    globalThis.URL.revokeObjectURL = () => undefined;
    render(
      <RefusedCount
        entry={{
          countId: 'c-9',
          payload,
          state: 'failed',
          queuedAt: '2025-01-27T18:40:00.000Z',
          attempts: 1,
          lastError: "Het veld 'remarks' bevat een ongeldig teken.",
        }}
      />,
    );
    expect(screen.getByText(/niet aangenomen door de Tuinvogeltelling/).textContent).toContain(
      "zaterdag 25 januari om 10:15 is niet aangenomen door de Tuinvogeltelling: Het veld 'remarks' bevat een ongeldig teken.",
    );
    expect(screen.getByText(/Opnieuw versturen helpt niet/)).toBeTruthy();
    expect(screen.getByText(/blijft bewaard op dit apparaat/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Telling downloaden' });
    expect(link.getAttribute('href')).toBe('blob:telling');
    expect(link.getAttribute('download')).toBe('tuinvogeltelling-c-9.json');
  });
});
