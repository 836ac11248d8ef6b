import { createHash } from 'node:crypto';
import type { Catalogue } from '../catalog/catalogue-cache.ts';

/** Bump when what is stored, or how a key is made, changes: older entries are then never read. */
const FORMAT = 1;

const generations = new WeakMap<Catalogue, string>();

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/**
 * Names the answers of one schema: instances running another schema (during a deploy) never share answers.
 */
export function schemaGeneration(typeDefs: readonly string[]): string {
  return digest(`${FORMAT}\n${typeDefs.join('\n')}`);
}

/**
 * A fingerprint of the catalogue copy an instance serves, computed once per copy (a copy is replaced, never
 * changed, when the catalogue or a stock level moves). Answers are keyed by it: when the copy changes, every
 * answer made from the old one becomes unreachable at once, and instances holding the same catalogue share
 * their answers through Redis. So the cache is exactly as fresh as the catalogue it was computed from.
 */
export function catalogueGeneration(catalogue: Catalogue): string {
  let generation = generations.get(catalogue);
  if (generation === undefined) {
    // Every field of the snapshot (a field added later counts too), not the look-ups built from them.
    const { productById: _byId, collectionByName: _byName, ...snapshot } = catalogue;
    generation = digest(JSON.stringify(snapshot));
    generations.set(catalogue, generation);
  }
  return generation;
}
