import { describe, expect, it } from 'vitest';
import { BIRDS, describeVariants, trunkContact } from '../src/index.ts';

const climbers = BIRDS.flatMap((b) =>
  describeVariants(b.id).flatMap((d) => {
    const contact = trunkContact(d);
    return contact ? [[`${b.id} ${d.form}`, b.id, contact] as const] : [];
  }),
);

describe('trunk-climbers face the trunk (issue 35)', () => {
  it('draws every woodpecker, the boomklever and the boomkruiper on a trunk', () => {
    const ids = new Set(climbers.map(([, id]) => id));
    expect([...ids].sort()).toEqual([
      'boomklever',
      'boomkruiper',
      'groene-specht',
      'grote-bonte-specht',
      'kleine-bonte-specht',
      'middelste-bonte-specht',
      'zwarte-specht',
    ]);
  });

  it.each(climbers)('%s: trunk on the belly side, bill on the bark', (_, __, contact) => {
    // Birds face left (decision 011): the trunk, the belly and the bill are all on the left.
    expect(contact.edge).toBeLessThan(contact.body.x);
    expect(contact.billTip.x).toBeLessThan(contact.edge);
  });

  it.each(climbers.filter(([, id]) => id !== 'boomklever'))(
    '%s: the stiff tail props against the bark',
    (_, __, contact) => {
      // The tip's centre line within the tail's half width of the bark: the tail touches it.
      expect(contact.tailTip.x).toBeLessThanOrEqual(contact.edge + 6);
    },
  );
});
