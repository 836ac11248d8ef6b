// A GraphQL Code Generator plugin: for every operation in web/src, a named hook over Apollo Client 4's
// hooks from '@apollo/client/react' (useShopQuery, useShopLazyQuery, usePlaceOrderMutation, …), typed by the
// TypedDocumentNode that typed-document-node generates beside it. The community hooks plugin targets Apollo
// Client 3's option types, which Apollo Client 4 removed. Also `queryDocuments`, every query's document by its
// operation name: the server names the queries a page was rendered with, and the browser finds them there.
import { Kind } from 'graphql';

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

export function plugin(_schema, documents) {
  const imports = new Set();
  const hooks = [];
  const queries = [];
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const name = pascal(definition.name.value);
      const kind = pascal(definition.operation);
      const type = `${name}${kind}`;
      const doc = `${name}Document`;
      const vars = `${type}Variables`;
      if (definition.operation === 'query') {
        queries.push(`  ${definition.name.value}: ${doc},`);
        imports.add('useQuery').add('useLazyQuery');
        hooks.push(
          // Generic in the options, as useQuery is, so the result type follows them (skip, returnPartialData, …).
          `export function use${type}<const TOptions extends useQuery.Options<${type}, ${vars}>>(options?: TOptions) {\n  return useQuery(${doc}, options as TOptions);\n}`,
          `export function use${name}LazyQuery(options?: useLazyQuery.Options<${type}, ${vars}>) {\n  return useLazyQuery(${doc}, options);\n}`,
        );
      } else if (definition.operation === 'mutation') {
        imports.add('useMutation');
        hooks.push(
          `export function use${type}(options?: useMutation.Options<${type}, ${vars}>) {\n  return useMutation(${doc}, options);\n}`,
        );
      }
    }
  }
  if (hooks.length === 0) return '';
  const documentsByName =
    queries.length === 0
      ? ''
      : `\n\n/** Every query's document by its operation name. */\nexport const queryDocuments = {\n${queries.join('\n')}\n};`;
  return {
    prepend: [`import { ${[...imports].sort().join(', ')} } from '@apollo/client/react';`],
    content: `\n${hooks.join('\n\n')}${documentsByName}\n`,
  };
}
