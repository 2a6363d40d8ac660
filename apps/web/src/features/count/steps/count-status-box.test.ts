import { countedOn } from '@tvt/domain';
import { describe, expect, it } from 'vitest';
import { formatCountedOn } from './count-status-box.tsx';

describe('the count’s own moment on the done page', () => {
  it('reads countedon back as the chosen date and time, not as a shifted instant', () => {
    const iso = countedOn({ date: '2025-01-25', hour: 10, minute: 15 });
    expect(formatCountedOn(iso)).toBe('zaterdag 25 januari om 10:15');
  });
});
