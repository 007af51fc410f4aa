/**
 * The TypeBox parts the wire's shapes are made of (issue 37 item 4): the server's route schemas
 * and the clients' verb types (`Static<typeof X>`, by a type-only import, so no schema code
 * reaches the browser) are built from them, one definition of each body in src/wire/.
 */
import {
  Type,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from 'typebox';

/** An open object: documents a shape without letting the serializer drop anything. */
export function open<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, {
    additionalProperties: true,
    ...(description ? { description } : {}),
  });
}

/**
 * Attribute schemas for handlers validating with server/http/fields.ts: they type what `Fields`
 * refuses as 'Поле заполнено некорректно' anyway, titled for the 422; the rest stays its own.
 */
export const attr = {
  /** Text (`string`, `email`, `rule`): a string, or null / '' for none. */
  text: (title: string, description?: string) =>
    Type.Union([Type.String(), Type.Null()], { title, ...(description ? { description } : {}) }),
  /** A flag (`bool`): true / false, or 'true' / 'false' as form data sends it. */
  flag: (title: string) => Type.Union([Type.Boolean(), Type.String(), Type.Null()], { title }),
  /** A record id (`id`): digits, as a string or a number. */
  id: (title: string) => Type.Union([Type.String(), Type.Integer(), Type.Null()], { title }),
  /**
   * Anything the handler reads itself, described. `T` is what a well-formed body carries, the
   * type a client's verb takes (`Static`); the schema accepts any value, as `Type.Unknown`.
   */
  any: <T = unknown>(title: string, description?: string) =>
    Type.Unsafe<T>({ title, ...(description ? { description } : {}) }),
};

/** What a described object or list may also be: anything, answered by the handler. */
export const otherwise = { description: 'Иное значение: ответ обработчика (400 / 422)' };

/**
 * An object's properties, documented without requiring an object: `anyOf` the open object (its
 * properties typed no further than the handler's own checks) or any other value, which reaches
 * the handler and is answered as before. Ajv's strict types stay satisfied.
 */
export function shape<P extends TProperties>(
  properties: P,
  description: string,
): TUnsafe<Static<TObject<P>>> {
  return Type.Unsafe<Static<TObject<P>>>({
    description,
    anyOf: [open(properties), otherwise],
  } as unknown as TSchema);
}

/**
 * The schema keyword of a field's own message: an annotation Ajv is told to accept
 * (server/app.ts), and an OpenAPI extension as written. server/http/schemaErrors.ts speaks it.
 */
export const MESSAGE_KEYWORD = 'x-message';

/** `x-message` of a field's schema: `Type.String({ pattern, ...withMessage('…') })`. */
export function withMessage(message: string): { [MESSAGE_KEYWORD]: string } {
  return { [MESSAGE_KEYWORD]: message };
}
