/** `list` with the item at `index` moved `by` places (clamped at both ends). */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(Math.min(next.length, Math.max(0, index + by)), 0, item!);
  return next;
}
