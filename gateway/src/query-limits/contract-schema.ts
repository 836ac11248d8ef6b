import { buildASTSchema, isScalarType, parse, type GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { resolvers } from '../resolvers/index.ts';
import { loadTypeDefs } from '../schema/type-defs.ts';

type Coercion = Pick<GraphQLScalarType, 'parseValue' | 'parseLiteral'>;

function isCoercion(value: unknown): value is Coercion {
  const scalar = value as Partial<Coercion> | null;
  return typeof scalar?.parseValue === 'function' && typeof scalar.parseLiteral === 'function';
}

/**
 * The public schema (schema/*.graphql) with the gateway's own scalar coercions (PositiveInt reads "48" as 48,
 * as execution will) but no resolvers: all a cost needs. Costs are computed on this rather than on Apollo's
 * executable schema so that they never mix two copies of graphql-js (under vitest our files load graphql's
 * ESM build while Apollo loads the CommonJS one, and graphql refuses types from "another module or realm").
 */
export function contractSchema(): GraphQLSchema {
  const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
  for (const [name, implementation] of Object.entries(resolvers)) {
    const type = schema.getType(name);
    if (!isScalarType(type) || !isCoercion(implementation)) continue;
    type.parseValue = implementation.parseValue.bind(implementation);
    type.parseLiteral = implementation.parseLiteral.bind(implementation);
  }
  return schema;
}
