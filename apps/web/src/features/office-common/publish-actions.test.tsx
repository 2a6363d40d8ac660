// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublishActions, type PublishState } from './publish-actions.tsx';

const idle: PublishState = { isPending: false, isSuccess: false, error: null, submittedAt: 0 };
// 23:14 in Amsterdam on a winter day (UTC+1).
const at = Date.parse('2027-01-29T22:14:00Z');

describe('PublishActions', () => {
  afterEach(cleanup);

  it('has an empty polite status before the first publish, so the first one is announced', () => {
    render(<PublishActions state={idle} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Publiceren' }).getAttribute('aria-disabled')).toBe(
      null,
    );
  });

  it('says when it published beside the button, and empties the status while saving again', () => {
    const { rerender } = render(
      <PublishActions state={{ ...idle, isSuccess: true, submittedAt: at }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Gepubliceerd om 23:14.');
    rerender(
      <PublishActions state={{ ...idle, isPending: true, isSuccess: true, submittedAt: at }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    // Focusable while saving: focus never drops to the page.
    const button = screen.getByRole('button', { name: 'Publiceren…' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a refusal in Dutch as an alert, with its own words', () => {
    render(
      <PublishActions
        state={{ ...idle, error: new Error('x') }}
        label="Opslaan"
        done="Opgeslagen"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Opslaan is niet gelukt. Probeer het opnieuw.',
    );
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeTruthy();
  });
});
