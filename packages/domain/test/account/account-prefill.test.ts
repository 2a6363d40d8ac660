import { describe, expect, it } from 'vitest';
import {
  canProceedFromPersonalStep,
  holdsAccountDetails,
  personalFromAccount,
  type AccountUserData,
} from '../../src/index.ts';

const account: AccountUserData = {
  initials: 'Zoë',
  lastnameprefix: 'van',
  lastname: 'Berg',
  postalcode: '3511AB',
  streetnumber: '12',
  streetnumbersuffix: null,
  street: 'Domplein',
  city: 'Utrecht',
  email: 'zoe@example.nl',
};

describe('prefill from the account (spec 3 "Account data", 4)', () => {
  it('maps the account fields onto the personal step', () => {
    const values = personalFromAccount({
      initials: 'Zoë',
      lastnameprefix: null,
      lastname: 'Berg',
      postalcode: '3511AB',
      streetnumber: '12',
      streetnumbersuffix: 'A',
      street: 'Domplein',
      city: 'Utrecht',
      email: 'zoe@example.nl',
    });
    expect(values).toEqual({
      firstName: 'Zoë',
      lastNamePrefix: '',
      lastName: 'Berg',
      postalCode: '3511AB',
      streetNumber: '12',
      streetNumberAddition: 'A',
      street: 'Domplein',
      city: 'Utrecht',
      emailAddress: 'zoe@example.nl',
      phoneNumber: '',
    });
    expect(canProceedFromPersonalStep(values)).toBe(true);
  });
});

describe('whether the personal step still holds the account (decision 025)', () => {
  const prefilled = personalFromAccount(account);

  it('holds them right after the prefill', () => {
    expect(holdsAccountDetails(prefilled, account)).toBe(true);
  });

  it('ignores case, surrounding spaces and the postal code format', () => {
    const typed = {
      ...prefilled,
      firstName: ' zoë ',
      lastNamePrefix: 'Van',
      postalCode: '3511 ab',
      emailAddress: 'Zoe@Example.nl ',
    };
    expect(holdsAccountDetails(typed, account)).toBe(true);
  });

  it.each([
    ['firstName', 'Zoe'],
    ['lastNamePrefix', ''],
    ['lastName', 'Bergen'],
    ['postalCode', '3512AB'],
    ['streetNumber', '14'],
    ['streetNumberAddition', 'B'],
    ['emailAddress', 'zoe@example.com'],
  ] as const)('does not once %s is changed', (field, value) => {
    expect(holdsAccountDetails({ ...prefilled, [field]: value }, account)).toBe(false);
  });

  it('does not when the fields are empty', () => {
    expect(holdsAccountDetails({}, account)).toBe(false);
  });

  it('leaves phone and street, which the account does not decide, out of it', () => {
    const other = { ...prefilled, phoneNumber: '0612345678', street: 'Oudegracht' };
    expect(holdsAccountDetails(other, account)).toBe(true);
  });
});
