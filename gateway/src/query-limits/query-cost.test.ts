import {
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { contractSchema } from './contract-schema.ts';
import { LIST_SIZES, PAGE_SIZES } from './list-sizes.ts';
import { operationCost, requestCost } from './query-cost.ts';

const schema = contractSchema();

function cost(query: string, variables: Record<string, unknown> = {}, onField?: (coordinate: string) => void) {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return requestCost(schema, document, operation, variables, { onField });
}

describe('list sizes', () => {
  it('name every list field of the schema, and only those', () => {
    const listFields = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
      .flatMap((type) => Object.values(isObjectType(type) ? type.getFields() : {}).map((field) => ({ type, field })))
      .filter(({ field }) => isListType(getNullableType(field.type)))
      .map(({ type, field }) => `${type.name}.${field.name}`);
    expect(Object.keys(LIST_SIZES).sort()).toEqual(listFields.sort());
  });

  it("size a 'page' list only under a field that sets the page size", () => {
    const pageLists = Object.keys(LIST_SIZES).filter((coordinate) => LIST_SIZES[coordinate] === 'page');
    const pagedTypes = Object.keys(PAGE_SIZES).map((coordinate) => {
      const [type = '', field = ''] = coordinate.split('.');
      return getNamedType(schema.getQueryType()?.getFields()[field]?.type)?.name ?? `missing ${type}.${field}`;
    });
    for (const coordinate of pageLists) expect(pagedTypes).toContain(coordinate.split('.')[0]);
  });
});

describe('operationCost', () => {
  it('counts each field once and what is under a list once per item', () => {
    expect(cost('{ storeInfo { currency emirates } }')).toBe(1 + 1 + 7);
    expect(cost('{ products(pageSize: 48) { items { related(limit: 7) { id } } } }')).toBe(1 + (1 + 48 * (1 + 7)));
  });

  it('uses the schema defaults when a size argument is left out', () => {
    expect(cost('{ products { items { id } } }')).toBe(1 + (1 + 6 * 1));
    expect(cost('{ product(id: "1") { related { id } } }')).toBe(1 + (1 + 8 * 1));
    expect(cost('{ search(text: "tee") { totalCount items { id } } }')).toBe(1 + 1 + (1 + 8 * 1));
  });

  it('resolves variables: a $pageSize counts by its value, or by the default when not sent', () => {
    const query = 'query ($n: PositiveInt) { products(pageSize: $n) { items { id title } } }';
    expect(cost(query, { n: 48 })).toBe(1 + (1 + 48 * 2));
    expect(cost(query, {})).toBe(1 + (1 + 6 * 2));
    expect(cost('query ($ids: [ID!]!) { productsById(ids: $ids) { id } }', { ids: ['1', '2', '3'] })).toBe(1 + 3);
  });

  it('sizes cart quote lines by the lines sent', () => {
    const lines = Array.from({ length: 5 }, (_, index) => ({ productId: String(index), quantity: 1 }));
    const query = 'query ($lines: [CartLineInput!]!) { cartQuote(lines: $lines) { total lines { productId } } }';
    expect(cost(query, { lines })).toBe(1 + 1 + (1 + 5 * 1));
  });

  it('counts fragments and inline fragments like the fields they expand to', () => {
    const inline = '{ products(pageSize: 10) { items { id related(limit: 3) { id title } } } }';
    const spread = `
      query { products(pageSize: 10) { ...Page } }
      fragment Page on ProductPage { items { ... on Product { id } ...Related } }
      fragment Related on Product { related(limit: 3) { ...Card } }
      fragment Card on Product { id title }`;
    expect(cost(spread)).toBe(cost(inline));
  });

  it('does not count what @skip or @include leaves out', () => {
    const query = 'query ($on: Boolean!) { storeInfo { currency } products @include(if: $on) { totalCount } }';
    expect(cost(query, { on: false })).toBe(2);
    expect(cost(query, { on: true })).toBe(4);
  });

  it('costs a fragment once however often it is spread (no exponential work)', () => {
    // Each fragment spreads the one below it twice: 2^40 leaves once expanded.
    const levels = Array.from(
      { length: 40 },
      (_, index) => `fragment F${index + 1} on Product { ...F${index} a${index}: related(limit: 1) { ...F${index} } }`,
    );
    const query = `{ product(id: "1") { ...F40 } } fragment F0 on Product { id } ${levels.join(' ')}`;
    const seen: string[] = [];
    expect(cost(query, {}, (coordinate) => seen.push(coordinate))).toBeGreaterThan(2 ** 40);
    // Expanded, the walk would visit 2^40 fields; memoised, each fragment's fields are visited once:
    // product, F0's id and one related per other fragment.
    expect(seen.length).toBe(1 + 1 + 40);
  });

  it('costs a fragment cycle (invalid, refused by validation first) as Infinity', () => {
    const document = parse('{ product(id: "1") { ...A } } fragment A on Product { related { ...A } }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(operationCost(schema, document, operation, {})).toBe(Infinity);
  });

  it('returns null for variables that do not coerce (execution refuses them)', () => {
    const query = 'query ($on: Boolean!) { products @include(if: $on) { totalCount } }';
    expect(cost(query, {})).toBeNull();
    expect(cost(query, { on: 'yes' })).toBeNull();
  });
});
