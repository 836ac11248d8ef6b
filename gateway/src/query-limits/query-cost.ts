import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { DEFAULT_LIST_SIZE, LIST_SIZES, PAGE_SIZES, type Args } from './list-sizes.ts';

export interface CostOptions {
  /** Called with every field's schema coordinate and coerced arguments before it is costed; may throw. */
  onField?: (coordinate: string, args: Args) => void;
}

/**
 * What an operation can cost, on the tree its fragments expand to: every field counts 1, and what is under
 * a list counts once per item the list can hold (LIST_SIZES, from the arguments with variables resolved).
 * So `products(pageSize: 48) { items { related(limit: 7) { id } } }` costs 1 + (1 + 48 × (1 + 7 × 1)) = 386.
 * A field skipped by @skip/@include costs nothing. Each fragment is costed once per page size and reused,
 * so spreading fragments many times cannot make this exponential; a fragment cycle costs Infinity.
 * `variables` must be coerced already (graphql's getVariableValues).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Args,
  options: CostOptions = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const memo = new Map<string, number>();
  const inProgress = new Set<string>();

  function included(node: SelectionNode): boolean {
    if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  }

  function typeNamed(name: string | undefined, fallback: GraphQLNamedType): GraphQLNamedType | undefined {
    return name === undefined ? fallback : schema.getType(name);
  }

  function selectionsCost(set: SelectionSetNode, type: GraphQLNamedType | undefined, page?: number): number {
    let total = 0;
    for (const selection of set.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) total += fieldCost(selection, type, page);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) total += spreadCost(selection.name.value, page);
      else if (type)
        total += selectionsCost(selection.selectionSet, typeNamed(selection.typeCondition?.name.value, type), page);
    }
    return total;
  }

  function spreadCost(name: string, page: number | undefined): number {
    const key = `${name}@${page ?? ''}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(key)) return Infinity;
    inProgress.add(key);
    const type = schema.getType(fragment.typeCondition.name.value);
    const cost = selectionsCost(fragment.selectionSet, type ?? undefined, page);
    inProgress.delete(key);
    memo.set(key, cost);
    return cost;
  }

  function fieldCost(node: FieldNode, parent: GraphQLNamedType | undefined, page: number | undefined): number {
    const name = node.name.value;
    if (name === '__typename') return 1;
    // Introspection is switched on or off as a whole (config.sandbox), not costed.
    if (name.startsWith('__')) return 0;
    const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
    if (!parent || !field) return Infinity; // validation refuses unknown fields first; never cheap
    const coordinate = `${parent.name}.${name}`;
    const args = getArgumentValues(field, node, variables);
    options.onField?.(coordinate, args);
    const items = listSize(coordinate, field.type, args, page);
    if (!node.selectionSet) return items;
    return 1 + items * selectionsCost(node.selectionSet, getNamedType(field.type), PAGE_SIZES[coordinate]?.(args));
  }

  const root = schema.getRootType(operation.operation);
  return root ? selectionsCost(operation.selectionSet, root) : Infinity;
}

/**
 * The cost of `operation` with a request's variables as sent, or null when they do not coerce (execution
 * then refuses the request before any resolver runs).
 */
export function requestCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Args | undefined,
  options: CostOptions = {},
): number | null {
  const values = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  return values.errors ? null : operationCost(schema, document, operation, values.coerced, options);
}

function listSize(coordinate: string, type: GraphQLOutputType, args: Args, page: number | undefined): number {
  if (!isListType(getNullableType(type))) return 1;
  const size = LIST_SIZES[coordinate] ?? DEFAULT_LIST_SIZE;
  if (size === 'page') return page ?? DEFAULT_LIST_SIZE;
  return typeof size === 'function' ? size(args) : size;
}
