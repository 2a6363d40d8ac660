// Clean-up of a bird mask: speckle and thin seams out, only the bird's own connected part kept.

/** Keeps the largest 4-connected part of the mask: leaves and blossoms that stand out go. */
export function largestPart(mask: Uint8Array, width: number, height: number): number {
  const label = new Int32Array(mask.length);
  let bestLabel = 0;
  let bestSize = 0;
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || label[start]) continue;
    next += 1;
    label[start] = next;
    stack.push(start);
    let size = 0;
    while (stack.length) {
      const p = stack.pop()!;
      size += 1;
      const x = p % width;
      for (const q of [p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1]) {
        if (q >= 0 && q < mask.length && mask[q] && !label[q]) {
          label[q] = next;
          stack.push(q);
        }
      }
    }
    if (size > bestSize) {
      bestSize = size;
      bestLabel = next;
    }
  }
  for (let p = 0; p < mask.length; p += 1) mask[p] = label[p] === bestLabel ? 1 : 0;
  return bestSize / Math.max(1, width * height);
}

/** A pixel stays bird when most of its 3×3 neighbourhood is: speckle and thin seams go. */
export function smooth(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let on = 0;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const yy = Math.min(height - 1, Math.max(0, y + dy));
          const xx = Math.min(width - 1, Math.max(0, x + dx));
          on += mask[yy * width + xx] ?? 0;
        }
      out[y * width + x] = on >= 5 ? 1 : 0;
    }
  }
  return out;
}
