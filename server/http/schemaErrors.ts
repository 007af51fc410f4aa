/**
 * A route schema's refusals in the seeds' Russian, in this one place (issue 37 item 4): Ajv's
 * errors of a body become one field error each — titled by the schema's `title` (the field's
 * Russian label) — with the message of the rule that failed: a missing field is required, a
 * too long or too short text says its limit, a number below its minimum says it, anything else
 * (a wrong type, an unknown option) is 'Поле заполнено некорректно'; an unknown field is named.
 * A field whose seeds' message is its own (e.g. 'Исполнителем может быть только действующий
 * сотрудник') carries it in its schema as `x-message` (`withMessage`): every rule of that schema
 * then speaks it; a missing field is still required.
 */
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { errorMessages } from '../../i18n/messages';
import { interpolate, validationMessages as m } from '../../src/validation/messages';
import { MESSAGE_KEYWORD } from '../../src/wire/schemaParts';
import type { FieldError } from '../jsonapi/errors';

// A field's own message is written into its schema by src/wire/schemaParts.ts (shared with the clients).
export { MESSAGE_KEYWORD, withMessage } from '../../src/wire/schemaParts';

/**
 * The field of a relationship's error, as the live API answers it: at the relation's name
 * (`/data/relationships/service/data/id` → `service`; its `source.pointer` is then
 * `/data/attributes/service`). A list of related resources keeps the item's place
 * (`attachments/0/…` → `attachments.0`), a nested resource's attribute its name
 * (`gas_object_address/data/attributes/house` → `gas_object_address.house`; an index there, an
 * id of a to-many list's `attributes`, is the relation's). Undefined outside relationships.
 */
function relationField(instancePath: string, property?: string): string | undefined {
  const [, data, relationships, name, ...rest] = [...instancePath.split('/'), property ?? ''];
  if (data !== 'data' || relationships !== 'relationships' || !name) return undefined;
  const field = [name];
  const index = /^\d+$/.test(rest[0] ?? '') ? rest.shift()! : undefined;
  if (index !== undefined) field.push(index);
  const [inner, attributes, part = '', ...deeper] = rest;
  if (inner === 'data' && attributes === 'attributes' && part && !/^\d+$/.test(part)) {
    field.push(part, ...deeper.filter(Boolean));
  }
  return field.join('.');
}

/**
 * The field of an error: an attribute's path (`/data/attributes/answer` → `answer`), a
 * relationship's name (`relationField`).
 */
function fieldOf(instancePath: string, property?: string): string {
  const relation = relationField(instancePath, property);
  if (relation) return relation;
  const base = instancePath
    .replace(/^\/(data\/attributes|data|auth)(?=\/|$)/, '')
    .replace(/^\//, '')
    .replace(/\//g, '.');
  return [base, property].filter(Boolean).join('.') || 'body';
}

/** The message of the rule that failed. */
function messageOf(v: FastifySchemaValidationError): string {
  const params = v.params as { limit?: number };
  const own = (v as { parentSchema?: Record<string, unknown> }).parentSchema?.[MESSAGE_KEYWORD];
  if (v.keyword !== 'required' && typeof own === 'string') return own;
  switch (v.keyword) {
    case 'required':
      return m.required;
    case 'maxLength':
      return interpolate(m.maxLength, { max: params.limit ?? 0 });
    case 'minLength':
      return params.limit === 1 ? m.required : interpolate(m.minLength, { min: params.limit ?? 0 });
    case 'minimum':
      return interpolate(m.minValue, { min: params.limit ?? 0 });
    default:
      return m.invalid;
  }
}

/**
 * One field error per field, in the order Ajv found them. A union reports each branch, then
 * itself: the first branch's rule speaks (a text too long, not 'not null'), the title is the
 * first one found.
 */
export function schemaFieldErrors(validation: readonly FastifySchemaValidationError[]) {
  const byField = new Map<string, FieldError>();
  for (const v of validation) {
    // An `if` refused says only that its branch did, whose own refusals are answered.
    if (v.keyword === 'if') continue;
    const { additionalProperty: extra, missingProperty: missing } = v.params as {
      additionalProperty?: string;
      missingProperty?: string;
    };
    const field = fieldOf(v.instancePath, extra ?? missing);
    // Ajv's `verbose` adds the failing schema, which Fastify's type leaves out; a missing
    // field's own schema is the parent's property.
    const schema = (
      v as { parentSchema?: { title?: unknown; properties?: Record<string, { title?: unknown }> } }
    ).parentSchema;
    const title = extra
      ? undefined
      : missing
        ? schema?.properties?.[missing]?.title
        : schema?.title;
    const seen = byField.get(field);
    if (seen) {
      if (!seen.title && typeof title === 'string') seen.title = title;
      continue;
    }
    byField.set(field, {
      field,
      detail: extra ? errorMessages.unknownField : messageOf(v),
      code: extra ? 'unknown_field' : 'invalid',
      ...(typeof title === 'string' ? { title } : {}),
    });
  }
  return [...byField.values()];
}

/**
 * A body, or its `data` / `attributes` / `auth` envelope, of the wrong type or missing is
 * malformed (400), as `attributesOf` says for handlers that read it themselves; the fields
 * inside are 422s.
 */
export function isMalformedEnvelope(v: FastifySchemaValidationError): boolean {
  const envelope = /^(\/data(\/attributes)?|\/auth)?$/.test(v.instancePath);
  if (v.keyword === 'type') return envelope;
  const missing = (v.params as { missingProperty?: string }).missingProperty;
  return v.keyword === 'required' && envelope && (missing === 'data' || missing === 'attributes');
}

/**
 * The body's refusals of a route that takes `attachValidation: true`, so that its schema's
 * refusals come in one answer with the errors its code finds after the schema (and after what
 * the handler answers first, a record's 404): none when the schema passed the request; one field
 * error per field, as `toApiError` (server/app.ts) would answer them. What the error handler
 * answers alone — params (a 404 or 400), a malformed envelope (400) — is thrown as it came.
 */
export function bodyRefusals(failure: FastifyRequest['validationError']): FieldError[] {
  if (!failure) return [];
  const validation: FastifySchemaValidationError[] = failure.validation ?? [];
  if (failure.validationContext !== 'body' || validation.some(isMalformedEnvelope)) throw failure;
  return schemaFieldErrors(validation);
}

/**
 * A judged `{data: {attributes}}` body (`attachValidation`): its attributes without the members
 * the schema refused (what is left is typed as the schema says), with the schema's field errors
 * (`bodyRefusals`), for the code to add its own to and throw together.
 */
export function judgedAttributes<A extends object>(
  request: Pick<FastifyRequest, 'body' | 'validationError'>,
): { attributes: A; errors: FieldError[] } {
  const errors = bodyRefusals(request.validationError);
  const sent = (request.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
  const attributes = { ...sent };
  for (const e of errors) delete attributes[e.field.split('.')[0]!];
  return { attributes: attributes as A, errors };
}

/**
 * One 422 for a route whose schema's refusals reach its handler (Fastify's `attachValidation`)
 * so that they come with the code's own refusals in one answer, as a form shows them: the
 * schema's field errors, then the code's on the fields the schema did not refuse (a field the
 * schema refused — `passport` for `passport.series` too — is answered once, by the schema), the
 * unknown attributes last. `schema` is `bodyRefusals` of the request.
 */
export function withSchemaErrors(schema: readonly FieldError[], code: readonly FieldError[]) {
  const root = (e: FieldError) => e.field.split('.')[0];
  const refused = new Set(schema.map(root));
  const all = [...schema, ...code.filter((e) => !refused.has(root(e)))];
  const unknown = (e: FieldError) => e.code === 'unknown_field';
  return [...all.filter((e) => !unknown(e)), ...all.filter(unknown)];
}
