import { describe, expect, it } from 'vitest';
import {
  setElementen,
  setPhoneNumber,
  setTelplek,
  toSubmitPayload,
  type CountObject,
} from '../../src/index.ts';

describe('draft rules (spec 4)', () => {
  it('choosing balkon clears the garden size; tuin keeps it', () => {
    const meta = {
      telplek: 'tuin' as const,
      groottetuin: '0-25m2' as const,
      neerslag: 'neerslag' as const,
    };
    expect(setTelplek(meta, 'balkon')).toEqual({ telplek: 'balkon', neerslag: 'neerslag' });
    expect(setTelplek(meta, 'tuin')).toEqual(meta);
  });

  it('an emptied element list becomes undefined; values are stored lowercase', () => {
    const withList = setElementen({}, ['Bomen', 'Nestkast(en)']);
    expect(withList.elementen).toEqual(['bomen', 'nestkast(en)']);
    const emptied = setElementen(withList, []);
    expect(emptied.elementen).toBeUndefined();
    expect('elementen' in emptied).toBe(false);
  });

  it('a phone number never ticks the permission to call by itself', () => {
    expect(setPhoneNumber({ permissionToCall: false }, '0612345678')).toEqual({
      phoneNumber: '0612345678',
      permissionToCall: false,
    });
    expect(setPhoneNumber({ permissionToCall: false }, '')).toEqual({
      phoneNumber: '',
      permissionToCall: false,
    });
    expect(setPhoneNumber({}, '  ')).toEqual({ phoneNumber: '  ' });
  });
});

describe('submit payload (spec 7)', () => {
  const count: CountObject = {
    countId: '0b7e3f3c-8a2e-4c3b-9a55-2a8c1f0d9e11',
    inztestid: 1737795600,
    metaData: { telplek: 'tuin' },
    birds: {},
    location: { postalCode: '3511AB', streetNumber: '1' },
    privateLocation: false,
    homeAddress: true,
    countedon: '2025-01-25T10:15:00.000Z',
    birdsCountedTotal: 0,
    hasSuspiciousValues: false,
    participants: 1,
    userData: {
      emailAddress: 'a@b.nl',
      isOrganisation: false,
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '',
      permissionToCall: true,
      newsLetter: false,
      externalCampaign: [{ name: 'intratuinactie', value: false }],
    },
  };

  it('removes phone and permission when the phone is empty', () => {
    const payload = toSubmitPayload(count);
    expect('phoneNumber' in payload.userData).toBe(false);
    expect('permissionToCall' in payload.userData).toBe(false);
    expect(count.userData.phoneNumber).toBe('');
  });

  it('keeps them with a phone number', () => {
    const withPhone = { ...count, userData: { ...count.userData, phoneNumber: '0612345678' } };
    expect(toSubmitPayload(withPhone).userData).toMatchObject({
      phoneNumber: '0612345678',
      permissionToCall: true,
    });
  });

  it('adds the referral code only when one is stored', () => {
    expect(toSubmitPayload(count, 'VRIEND42').referralCode).toBe('VRIEND42');
    expect('referralCode' in toSubmitPayload(count, null)).toBe(false);
    expect('referralCode' in toSubmitPayload(count, '')).toBe(false);
  });
});
