/**
 * `Product.encodedVariantExistence` / `encodedVariantAvailability`: the `v1_` trie format that
 * hydrogen-react's decodeEncodedVariant reads.
 *
 * Each variant is a tuple of option value indices. Tuples are grouped by shared prefixes:
 * `a:` opens option value `a` and descends to the next option, `,` closes the innermost prefix,
 * and the values of the last option are listed with ` ` between them and `a-b` for runs.
 * Example: [[0,0],[0,1],[1,0]] → `v1_0:0-1,1:0,`.
 */

type Trie = Map<number, Trie>;

export function encodeVariantTuples(
  tuples: readonly (readonly number[])[],
): string {
  const valid = tuples.filter(
    (t) => t.length > 0 && t.every((i) => Number.isInteger(i) && i >= 0),
  );
  if (!valid.length) return '';
  const depth = Math.max(...valid.map((t) => t.length));
  const root: Trie = new Map();
  for (const tuple of valid) {
    if (tuple.length !== depth) continue;
    let node = root;
    for (const index of tuple) {
      let child = node.get(index);
      if (!child) node.set(index, (child = new Map()));
      node = child;
    }
  }
  return `v1_${encodeNode(root, depth)}`;
}

function encodeNode(node: Trie, remaining: number): string {
  const keys = [...node.keys()].sort((a, b) => a - b);
  if (remaining === 1) return encodeLeaves(keys);
  return keys
    .map((key) => `${key}:${encodeNode(node.get(key)!, remaining - 1)},`)
    .join('');
}

/** Sorted indices as `0-2 4 6-7`. */
function encodeLeaves(keys: number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < keys.length) {
    let j = i;
    while (j + 1 < keys.length && keys[j + 1] === keys[j] + 1) j++;
    parts.push(j > i ? `${keys[i]}-${keys[j]}` : `${keys[i]}`);
    i = j + 1;
  }
  return parts.join(' ');
}
