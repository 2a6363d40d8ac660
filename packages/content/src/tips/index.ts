import { TIPS } from './tips.ts';
import type { Tip } from './types.ts';

export type { Tip } from './types.ts';
export { TIPS } from './tips.ts';

export function tipById(id: number): Tip | undefined {
  return TIPS.find((t) => t.id === id);
}

export function tipByName(name: string): Tip | undefined {
  return TIPS.find((t) => t.name === name);
}
