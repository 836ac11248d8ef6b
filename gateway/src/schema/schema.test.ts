import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DIR } from '../config.ts';
import { undescribedSchemaElements } from './schema-descriptions.ts';

const files = readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.graphql'));

/** The sandbox is the manual of every client developer: nothing in the public contract goes undescribed. */
describe('the GraphQL schema', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    const undescribed = files.flatMap((file) =>
      undescribedSchemaElements(readFileSync(SCHEMA_DIR + file, 'utf8')).map((element) => `${file}: ${element}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('finds what a definition, an extension, an argument and an enum value leave undescribed', () => {
    const sdl = `
      type Shirt { size: String "What it costs." price(currency: String): Int }
      extend type Query { shirts(first: Int, "From." after: String): [Shirt!]! }
      "Sizes." enum Size { S "Medium." M }
      input ShirtInput { "Name." name: String colour: String }
      "Blank." union Item = Shirt
      scalar Money
      "   " type Blank { "Id." id: ID }
    `;
    expect(undescribedSchemaElements(sdl)).toEqual([
      'Shirt',
      'Shirt.size',
      'Shirt.price(currency:)',
      'Query.shirts',
      'Query.shirts(first:)',
      'Size.S',
      'ShirtInput',
      'ShirtInput.colour',
      'Money',
      'Blank',
    ]);
  });
});
