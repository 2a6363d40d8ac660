// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WizardFilter } from '@tvt/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeterminationTool, type DeterminationToolProps } from './determination-tool.tsx';

type Events = Omit<
  DeterminationToolProps,
  'filter' | 'onFilterChange' | 'currentPage' | 'children'
>;

/** Holds the filter the way the wizard screen does, and turns the pages. */
function Harness({ onQuery, events = {} }: { onQuery: (q: string) => void; events?: Events }) {
  const [filter, setFilter] = useState<WizardFilter>({});
  const [page, setPage] = useState(1);
  return (
    <>
      <DeterminationTool
        currentPage={page}
        filter={filter}
        {...events}
        onFilterChange={(query, next) => {
          setFilter(next);
          onQuery(query);
        }}
      >
        <p>slot</p>
      </DeterminationTool>
      <button type="button" onClick={() => setPage(page + 1)}>
        verder
      </button>
      <button type="button" onClick={() => setPage(page - 1)}>
        terug
      </button>
    </>
  );
}

afterEach(cleanup);

describe('determination tool', () => {
  it('shows one picker per page and only the slot on other pages', () => {
    const { rerender } = render(
      <DeterminationTool currentPage={2} filter={{}} onFilterChange={() => undefined} />,
    );
    expect(screen.getByRole('group', { name: 'Welke hoofdkleuren heeft de vogel?' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    rerender(
      <DeterminationTool currentPage={5} filter={{}} onFilterChange={() => undefined}>
        <p>slot</p>
      </DeterminationTool>,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('slot')).toBeTruthy();
  });

  it('emits the query in the order size, color, silhouette, beak with each picker event', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    const events = {
      onSizeChange: vi.fn(),
      onColorChange: vi.fn(),
      onSilhouetteChange: vi.fn(),
      onBeakChange: vi.fn(),
    };
    render(<Harness onQuery={onQuery} events={events} />);

    await user.click(screen.getByRole('radio', { name: /Zo groot als een merel/ }));
    expect(events.onSizeChange).toHaveBeenLastCalledWith(2);
    expect(onQuery).toHaveBeenLastCalledWith('&size=2');

    await user.click(screen.getByRole('button', { name: 'verder' }));
    await user.click(screen.getByRole('checkbox', { name: 'Zwart' }));
    await user.click(screen.getByRole('checkbox', { name: 'Geel' }));
    expect(events.onColorChange).toHaveBeenLastCalledWith([1, 4]);
    expect(onQuery).toHaveBeenLastCalledWith('&size=2&color=1,4');
    await user.click(screen.getByRole('checkbox', { name: 'Zwart' }));
    expect(onQuery).toHaveBeenLastCalledWith('&size=2&color=4');

    await user.click(screen.getByRole('button', { name: 'verder' }));
    await user.click(screen.getByRole('radio', { name: 'Klein vogeltje' }));
    expect(events.onSilhouetteChange).toHaveBeenLastCalledWith(4);

    await user.click(screen.getByRole('button', { name: 'verder' }));
    await user.click(screen.getByRole('radio', { name: 'Kegelvormig' }));
    expect(events.onBeakChange).toHaveBeenLastCalledWith(5);
    expect(onQuery).toHaveBeenLastCalledWith('&size=2&color=4&silhouette=4&beak=5');
  });

  it('keeps a choice when its page comes back, and the keyboard can choose', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(<Harness onQuery={onQuery} />);
    const first = screen.getByRole('radio', { name: /Zo groot als een mus/ });
    first.focus();
    await user.keyboard(' ');
    expect(onQuery).toHaveBeenLastCalledWith('&size=1');
    await user.click(screen.getByRole('button', { name: 'verder' }));
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'terug' }));
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: /Zo groot als een mus/ }).checked,
    ).toBe(true);
  });
});
