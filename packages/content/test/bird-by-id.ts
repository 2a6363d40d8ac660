import { birdById, type Bird } from '../src/birds/index.ts';

/** A species the tests rely on; a missing one fails loudly instead of giving undefined. */
export const get = (id: string): Bird => {
  const bird = birdById(id);
  if (!bird) throw new Error(`missing ${id}`);
  return bird;
};
