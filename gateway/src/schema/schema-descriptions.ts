import {
  Kind,
  parse,
  type DefinitionNode,
  type EnumValueDefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
} from 'graphql';

type Described = { description?: { value: string } | undefined };

const hasText = (node: Described) => (node.description?.value.trim() ?? '') !== '';

function undescribedArguments(owner: string, args: readonly InputValueDefinitionNode[] = []): string[] {
  return args.filter((arg) => !hasText(arg)).map((arg) => `${owner}(${arg.name.value}:)`);
}

function undescribedFields(type: string, fields: readonly FieldDefinitionNode[] = []): string[] {
  return fields.flatMap((field) => [
    ...(hasText(field) ? [] : [`${type}.${field.name.value}`]),
    ...undescribedArguments(`${type}.${field.name.value}`, field.arguments),
  ]);
}

function undescribedInputFields(type: string, fields: readonly InputValueDefinitionNode[] = []): string[] {
  return fields.filter((field) => !hasText(field)).map((field) => `${type}.${field.name.value}`);
}

function undescribedValues(type: string, values: readonly EnumValueDefinitionNode[] = []): string[] {
  return values.filter((value) => !hasText(value)).map((value) => `${type}.${value.name.value}`);
}

/** What one definition or extension leaves undescribed (an extension itself cannot carry a description). */
function undescribedIn(definition: DefinitionNode): string[] {
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION:
    case Kind.OBJECT_TYPE_EXTENSION:
    case Kind.INTERFACE_TYPE_EXTENSION: {
      const type = definition.name.value;
      const own = 'description' in definition && !hasText(definition) ? [type] : [];
      return [...own, ...undescribedFields(type, definition.fields)];
    }
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_EXTENSION: {
      const type = definition.name.value;
      const own = 'description' in definition && !hasText(definition) ? [type] : [];
      return [...own, ...undescribedInputFields(type, definition.fields)];
    }
    case Kind.ENUM_TYPE_DEFINITION:
    case Kind.ENUM_TYPE_EXTENSION: {
      const type = definition.name.value;
      const own = 'description' in definition && !hasText(definition) ? [type] : [];
      return [...own, ...undescribedValues(type, definition.values)];
    }
    case Kind.UNION_TYPE_DEFINITION:
    case Kind.SCALAR_TYPE_DEFINITION:
      return hasText(definition) ? [] : [definition.name.value];
    case Kind.DIRECTIVE_DEFINITION: {
      const name = `@${definition.name.value}`;
      return [...(hasText(definition) ? [] : [name]), ...undescribedArguments(name, definition.arguments)];
    }
    default:
      return [];
  }
}

/**
 * Every type, field, argument, input field, enum value and directive of an SDL document that has no description,
 * as `Type`, `Type.field`, `Type.field(argument:)` or `Enum.VALUE`.
 */
export function undescribedSchemaElements(sdl: string): string[] {
  return parse(sdl).definitions.flatMap(undescribedIn);
}
