// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountDetails } from './account-details.tsx';

const full = {
  initials: 'Merel',
  lastnameprefix: 'van',
  lastname: 'Dijk',
  postalcode: '6512BK',
  streetnumber: '1',
  streetnumbersuffix: 'A',
  street: 'Arend Noorduijnstraat',
  city: 'Nijmegen',
  email: 'merel@example.nl',
};
const empty = {
  ...full,
  initials: '',
  lastnameprefix: null,
  lastname: '',
  postalcode: '',
  streetnumber: '',
  streetnumbersuffix: null,
  street: '',
  city: '',
  email: '',
};

describe('account details', () => {
  afterEach(cleanup);

  it('lists name, address and e-mail as the count will use them', () => {
    render(<AccountDetails user={full} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Naam', 'Adres', 'E-mailadres']);
    expect(screen.getByText('Merel van Dijk')).toBeTruthy();
    expect(screen.getByText('Arend Noorduijnstraat 1 A')).toBeTruthy();
    expect(screen.getByText('6512BK Nijmegen')).toBeTruthy();
    expect(screen.getByText(/vullen we alvast in/)).toBeTruthy();
  });

  it('lists only what an external issuer made known', () => {
    render(<AccountDetails user={{ ...empty, email: 'kees@example.nl' }} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['E-mailadres']);
  });

  it('says so when nothing is known yet', () => {
    render(<AccountDetails user={empty} />);
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.getByText(/nog geen naam, adres of e-mailadres bekend/)).toBeTruthy();
    expect(screen.queryByText(/vullen we alvast in/)).toBeNull();
  });
});
