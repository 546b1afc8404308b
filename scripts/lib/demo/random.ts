export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  between: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  /** One item, uniformly. */
  pick: <T>(items: readonly T[]) => T;
  /** One item, with probability proportional to its weight. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
}

function splitmix32(state: number): () => number {
  let value = state >>> 0;
  return () => {
    value = (value + 0x9e3779b9) >>> 0;
    let mixed = value;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
    return (mixed ^ (mixed >>> 16)) >>> 0;
  };
}

/**
 * A generator for the given seed parts, e.g. `createRandom(seed, providerId, STREAM_REVIEWS)`:
 * each combination is an independent stream, so adding a draw to one part of a provider's data
 * does not shift every other provider's.
 */
export function createRandom(...seeds: readonly number[]): Random {
  let mix = 0x2545f491;
  for (const seed of seeds) mix = splitmix32((mix ^ (seed >>> 0) ^ Math.floor(seed / 2 ** 32)) >>> 0)();
  const init = splitmix32(mix);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const sum = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + sum) | 0;
    return (sum >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 still show the seed's structure.
  for (let round = 0; round < 12; round++) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("cannot pick from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [item, weight] of entries) {
        target -= weight;
        if (target < 0) return item;
      }
      return (entries[entries.length - 1] as readonly [T, number])[0];
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        const index = Math.floor(next() * pool.length);
        chosen.push(pool[index] as T);
        pool.splice(index, 1);
      }
      return chosen;
    },
  };
}

/**
 * A picker over many weights (thousands of cities) by binary search on the cumulative sums:
 * given a uniform draw in [0, 1) it answers an index with probability proportional to its weight.
 */
export function cumulativePicker(weights: readonly number[]): (draw: number) => number {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, index) => {
    total += Math.max(0, weight);
    cumulative[index] = total;
  });
  if (total <= 0) throw new Error("cumulativePicker needs a positive weight");
  return (draw) => {
    const target = draw * total;
    let low = 0;
    let high = weights.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
