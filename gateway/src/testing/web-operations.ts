import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

const WEB_SRC = fileURLToPath(new URL('../../../web/src/', import.meta.url));

export interface WebOperation {
  name: string;
  /** The operation and every fragment it uses, as Apollo Client sends it (`@client` fields removed). */
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

function definitionsOf(source: string): (OperationDefinitionNode | FragmentDefinitionNode)[] {
  // @client fields are resolved in the browser and never sent.
  const withoutClientFields = visit(parse(source), {
    Field: (node) => (node.directives?.some((directive) => directive.name.value === 'client') ? null : undefined),
  });
  return withoutClientFields.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION,
  );
}

function spreadNames(node: OperationDefinitionNode | FragmentDefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/** Every named operation under web/src/**\/*.graphql that sends something to the gateway. */
export function webOperations(): WebOperation[] {
  const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.graphql') && !file.includes('__generated__'),
  );
  const definitions = files.flatMap((file) => definitionsOf(readFileSync(WEB_SRC + file, 'utf8')));
  const fragments = new Map(
    definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const operations = definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.selectionSet.selections.length > 0,
  );
  return operations.map((operation) => {
    const used = new Map<string, FragmentDefinitionNode>();
    const pending = spreadNames(operation);
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      const fragment = fragments.get(name);
      if (!fragment || used.has(name)) continue;
      used.set(name, fragment);
      pending.push(...spreadNames(fragment));
    }
    return {
      name: operation.name?.value ?? '(anonymous)',
      document: { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] },
      operation,
    };
  });
}
