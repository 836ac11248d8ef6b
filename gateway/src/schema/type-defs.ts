import { readdirSync, readFileSync } from 'node:fs';
import { SCHEMA_DIR } from '../config.ts';

/** The SDL files of schema/, the public contract, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(SCHEMA_DIR + file, 'utf8'));
}
