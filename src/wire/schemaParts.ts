/**
 * The TypeBox parts the wire's shapes are made of (issue 37 item 4): the server's route schemas
 * and the clients' verb types (`Static<typeof X>`, by a type-only import, so no schema code
 * reaches the browser) are built from them, one definition of each body in src/wire/.
 */
import {
  Type,
  type Static,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TUnknown,
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
 * Loose attribute schemas of handlers that still check a value's kind in code: they type only
 * what the handler refuses as 'Поле заполнено некорректно' anyway, titled for the 422; the rest
 * stays the handler's. A judged body uses exact parts instead (`recordId`, `optionalText`).
 */
export const attr = {
  /** A flag: true / false, or 'true' / 'false' as form data sends it. */
  flag: (title: string) => Type.Union([Type.Boolean(), Type.String(), Type.Null()], { title }),
  /** A record id: digits, as a string or a number. */
  id: (title: string) => Type.Union([Type.String(), Type.Integer(), Type.Null()], { title }),
  /**
   * Anything the handler reads itself, described. `T` is what a well-formed body carries, the
   * type a client's verb takes (`Static`); the schema accepts any value, as `Type.Unknown`.
   */
  any: <T = unknown>(title: string, description?: string) =>
    Type.Unsafe<T>({ title, ...(description ? { description } : {}) }),
};

/** Members a client may echo back from a read: accepted as anything, never written. */
export function echoes<K extends string>(keys: readonly K[], description: string) {
  return Object.fromEntries(
    keys.map((key) => [key, Type.Optional(Type.Unknown({ description }))]),
  ) as Record<K, TOptional<TUnknown>>;
}

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

/** A record id's text: its digits, as the database's bigint takes them (up to 18). */
export const ID_PATTERN = '^\\d{1,18}$';

/**
 * What a record id's text may be besides its digits: `missing` — nothing else, and '' is a
 * missing id (the required message); `refused` — nothing else, '' malformed like any other
 * text; `empty` — also '' (none); `spaces` — also '' or only spaces (none); `padded` — also
 * spaces around the digits (which the code trims) or only spaces.
 */
const idTexts = {
  missing: ID_PATTERN,
  refused: ID_PATTERN,
  empty: '^(\\d{1,18})?$',
  spaces: '^(\\s*|\\d{1,18})$',
  padded: '^\\s*(\\d{1,18})?\\s*$',
} as const;

/**
 * Which whole numbers stand for an id: `digits` — those of up to 18 digits, as the text;
 * `safe` — up to Number.MAX_SAFE_INTEGER. A larger number names no row and would not fit the
 * database's bigint.
 */
const idNumbers = {
  digits: { minimum: 0, exclusiveMaximum: 1e18 },
  safe: { minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
} as const;

export interface RecordIdOptions {
  /** What the text may be besides digits (`idTexts`); `missing` unless given. */
  blank?: keyof typeof idTexts;
  /** A whole number is an id too, within these bounds (`idNumbers`). */
  number?: keyof typeof idNumbers;
  /** null is taken (none, or not given). */
  nullable?: boolean;
  /** The field's own message for every refusal (`withMessage`); a missing field stays required. */
  message?: string;
  /** For /v1/openapi.json; `<title> (id)` unless given. */
  description?: string;
}

/** What a record id of `O` carries: its text, a number where taken, null where taken. */
type RecordIdValue<O extends RecordIdOptions> =
  | string
  | (O extends { number: keyof typeof idNumbers } ? number : never)
  | (O extends { nullable: true } ? null : never);

/**
 * A record id in a body (issue 37 item 4), titled by the field's Russian label for the 422:
 * digits as text (`ID_PATTERN`), and — as each caller's clients send it — blank (`blank`), a
 * whole number (`number`) or null (`nullable`). A malformed one is 'Поле заполнено
 * некорректно' (the text's rule speaks first), or `message`. Whether the record exists, and
 * what a blank or null one means, is the code's.
 */
export function recordId<const O extends RecordIdOptions = Record<never, never>>(
  title: string,
  options?: O,
): TUnsafe<RecordIdValue<O>> {
  const { blank = 'missing', number, nullable = false, message, description } = options ?? {};
  const own = message === undefined ? {} : withMessage(message);
  const text = {
    type: 'string',
    pattern: idTexts[blank],
    ...(blank === 'missing' ? { minLength: 1 } : {}),
    ...own,
    title,
  };
  const about = { title, description: description ?? `${title} (id)` };
  if (!number && !nullable) return Type.Unsafe<RecordIdValue<O>>({ ...text, ...about });
  const branches: object[] = [text];
  if (number) branches.push({ type: 'integer', ...idNumbers[number], ...own, title });
  if (nullable) branches.push({ type: 'null', ...own, title });
  return Type.Unsafe<RecordIdValue<O>>({ anyOf: branches, ...own, ...about });
}

/** Text of at most `max` characters, or null: an optional attribute a write may clear. */
export function optionalText(max: number, title: string, description: string) {
  return Type.Optional(
    Type.Union([Type.String({ maxLength: max, title }), Type.Null()], { title, description }),
  );
}
