type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Two shapes the zod → OpenAPI 3.0 conversion writes that 3.0 does not allow:
 * - a record with enum keys becomes `additionalProperties` plus `required` with no `properties`:
 *   its keys are named as properties of the record's value;
 * - a nullable union becomes `nullable` beside `anyOf` without a `type`: each member is nullable.
 */
function repair(schema: Json): void {
  const { required, properties, additionalProperties } = schema;
  if (Array.isArray(required) && !properties && isObject(additionalProperties)) {
    schema.properties = Object.fromEntries(required.map((key) => [key, additionalProperties]));
  }
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = (schema.anyOf as unknown[]).map((member) =>
      isObject(member) && member.type !== undefined ? { ...member, nullable: true } : member,
    );
  }
}

/** Walks every schema under `node`, repairing it in place. */
export function repairSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) repairSchemas(item);
  } else if (isObject(node)) {
    repair(node);
    for (const value of Object.values(node)) repairSchemas(value);
  }
}
