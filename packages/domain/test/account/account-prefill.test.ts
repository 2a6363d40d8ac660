import { describe, expect, it } from 'vitest';
import { canProceedFromPersonalStep, personalFromAccount } from '../../src/index.ts';

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
