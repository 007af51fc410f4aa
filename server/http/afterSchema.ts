/**
 * A judged form's rules after its schema (issue 37 item 4): the reader of a body (or a query)
 * whose schema has judged every attribute's kind, a text's length, an option, a record id's
 * digits and the unknown attributes (src/wire/*Bodies.ts), so it reads typed values and says only
 * what a schema cannot: a text of spaces only is empty (the required message, or null), a text
 * is stored trimmed (a password as typed), the formats and checksums of src/validation, the
 * dates, and — in the callers — what a form's kind has, the database, access.
 *
 * The routes take their schema's refusals to the handler (`attachValidation`,
 * `judgedAttributes`), so a form hears every refusal at once: `done` answers the schema's and
 * these in one 422 (./schemaErrors.ts `withSchemaErrors`). On an update (`partial`) a field
 * left out is neither required nor written.
 */
import { errorMessages } from '../../i18n/messages';
import { toCalendarDate, toIsoDate } from '../../src/format/date';
import { validateEmail } from '../../src/validation/email';
import { validationMessages as m, type Validator } from '../../src/validation/messages';
import { normalizePhone } from '../../src/validation/phone';
import { withSchemaErrors } from './schemaErrors';
import { Unprocessable, type FieldError } from '../jsonapi/errors';

/** A judged text attribute: a string, null, or not sent. */
type Text = string | null | undefined;

export class AfterSchema {
  readonly errors: FieldError[] = [];
  /** Column → value of the fields sent and valid. */
  readonly values: Record<string, unknown> = {};

  constructor(
    /** The judged attributes, without those the schema refused (`judgedAttributes`). */
    readonly attributes: Readonly<Record<string, unknown>>,
    private readonly partial: boolean,
    /** The message of a missing field (the password-reset forms say 'Не заполнено'). */
    private readonly requiredMessage: string = m.required,
  ) {}

  fail(field: string, title: string, detail: string): void {
    this.errors.push({ field, title, detail });
  }

  /** An attribute the form may not send here (another account type's requisite). */
  unknown(field: string): void {
    this.errors.push({ field, detail: errorMessages.unknownField, code: 'unknown_field' });
  }

  /**
   * A text in its normal form: undefined when not sent, null when empty (null, '' or spaces),
   * else trimmed (`asSent`: as typed). An empty required one fails — left out of a partial
   * update it is not required.
   */
  text(name: string, title: string, required = false, asSent = false): Text {
    const v = this.attributes[name] as Text | number;
    const sent = typeof v === 'number' ? String(v) : v;
    const empty = sent === undefined || sent === null || sent.trim() === '';
    if (empty && required && !(this.partial && sent === undefined)) {
      this.fail(name, title, this.requiredMessage);
    }
    if (sent === undefined) return undefined;
    if (empty) {
      this.values[name] = null;
      return null;
    }
    return asSent ? sent : sent.trim();
  }

  /** A text stored as it is (trimmed); also a judged record id, whose existence is the caller's. */
  string(name: string, title: string, required = false): void {
    const s = this.text(name, title, required);
    if (s) this.values[name] = s;
  }

  /**
   * A text checked by a rule of src/validation (the seeds' message), stored as `normalize`
   * makes it. The rule also sees the other attributes (a password's confirmation).
   */
  rule(
    name: string,
    title: string,
    validator: Validator,
    opts: { required?: boolean; normalize?: (text: string) => string; asSent?: boolean } = {},
  ): void {
    const s = this.text(name, title, opts.required, opts.asSent);
    if (!s) return;
    const error = validator(s, this.attributes);
    if (error) return this.fail(name, title, error);
    this.values[name] = opts.normalize ? opts.normalize(s) : s;
  }

  email(name: string, title: string, required = false): void {
    this.rule(name, title, validateEmail, { required });
  }

  /** One phone, stored as 11 digits from 7 like every phone of the portal. */
  phone(name: string, title: string, required = false): void {
    this.rule(name, title, (s) => (normalizePhone(s) ? undefined : m.phone), {
      required,
      normalize: (s) => normalizePhone(s)!,
    });
  }

  /** A calendar date as 'ДД.ММ.ГГГГ' or 'ГГГГ-ММ-ДД', stored as an ISO date; `extra` bounds it. */
  date(name: string, title: string, extra?: Validator): void {
    const s = this.text(name, title);
    if (!s) return;
    const date = toCalendarDate(s);
    const error = date ? extra?.(s, this.attributes) : m.invalid;
    if (error) return this.fail(name, title, error);
    this.values[name] = toIsoDate(date!);
  }

  /** A judged flag: true / 'true' is true, anything else the schema let through is false. */
  flag(name: string): void {
    const v = this.attributes[name];
    if (v !== undefined) this.values[name] = v === true || v === 'true';
  }

  /**
   * Throws the 422 with the schema's refusals (`refused`, from `judgedAttributes`) and these, all
   * at once; else the values to write.
   */
  done(refused: readonly FieldError[] = []): Record<string, unknown> {
    const errors = withSchemaErrors(refused, this.errors);
    if (errors.length) throw new Unprocessable(errors);
    return this.values;
  }
}
