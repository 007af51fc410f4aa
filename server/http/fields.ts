/**
 * Validation of write bodies into column values, collecting every field error at once with
 * the seeds' messages and the Russian field title. On create missing required fields are
 * errors; on update (`partial`) only the fields sent are checked and written.
 */
import { errorMessages } from '../../i18n/messages';
import { interpolate, validationMessages as m } from '../../src/validation/messages';
import { validateEmail } from '../../src/validation/email';
import { normalizePhone } from '../../src/validation/phone';
import type { Validator } from '../../src/validation/messages';
import { toCalendarDate, toIsoDate } from '../../src/format/date';
import { Unprocessable, type FieldError } from '../jsonapi/errors';

interface StringRule {
  required?: boolean;
  max?: number;
  pattern?: RegExp;
  message?: string;
}

export class Fields {
  readonly errors: FieldError[] = [];
  /** Column → value for the fields that were sent and valid. */
  readonly values: Record<string, unknown> = {};
  private readonly seen = new Set<string>();

  constructor(
    private readonly attrs: Record<string, unknown>,
    private readonly partial: boolean,
    /** Attributes the client may echo back (ids, timestamps, computed) that are ignored. */
    private readonly readOnly: readonly string[] = [],
    /** The message for a missing required field (the password-reset forms say 'Не заполнено'). */
    private readonly requiredMessage: string = m.required,
  ) {}

  /** The raw attribute, for rules Fields does not cover (files). Marks it as handled. */
  raw(name: string): unknown {
    this.seen.add(name);
    return this.attrs[name];
  }

  fail(field: string, title: string, detail: string): void {
    this.errors.push({ field, title, detail });
  }

  /**
   * Marks the attribute handled and reads it in its normal form: a text of only spaces is empty,
   * like a missing value. Empty and required is the required message (a partial update may leave
   * the attribute out); empty and optional writes null. True when a non-empty value is to check.
   */
  private present(name: string, title: string, required: boolean): boolean {
    this.seen.add(name);
    const v = this.attrs[name];
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (empty && required && !(this.partial && v === undefined)) {
      this.fail(name, title, this.requiredMessage);
    }
    if (v === undefined) return false;
    if (empty) this.values[name] = null;
    return !empty;
  }

  /**
   * A text attribute normalized before any rule reads it: a string (a number, an array or an
   * object where text belongs is 'Поле заполнено некорректно'), trimmed unless `asSent`, at most
   * `max` characters. Undefined when absent, empty or failed (already recorded).
   */
  private text(
    name: string,
    title: string,
    required: boolean,
    max: number,
    asSent = false,
  ): string | undefined {
    if (!this.present(name, title, required)) return undefined;
    const v = this.attrs[name];
    if (typeof v !== 'string') {
      this.fail(name, title, m.invalid);
      return undefined;
    }
    const s = asSent ? v : v.trim();
    if (s.length > max) {
      this.fail(name, title, interpolate(m.maxLength, { max }));
      return undefined;
    }
    return s;
  }

  string(name: string, title: string, rule: StringRule = {}): void {
    const s = this.text(name, title, rule.required ?? false, rule.max ?? 255);
    if (s === undefined) return;
    if (rule.pattern && !rule.pattern.test(s)) {
      return this.fail(name, title, rule.message ?? m.invalid);
    }
    this.values[name] = s;
  }

  /**
   * A flag; form data sends it as a string, so 'true' / 'false' count. An empty one (null, '') is
   * false as in the registries (server/registries/validate.ts): the flag columns are NOT NULL.
   */
  bool(name: string, title: string): void {
    this.seen.add(name);
    const v = this.attrs[name];
    if (v === undefined) return;
    const empty = v === null || (typeof v === 'string' && v.trim() === '');
    if (v === true || v === 'true') this.values[name] = true;
    else if (v === false || v === 'false' || empty) this.values[name] = false;
    else this.fail(name, title, m.invalid);
  }

  /** `emptyAs`: the value an empty one stands for, where the column takes no NULL (its default). */
  int(
    name: string,
    title: string,
    rule: { required?: boolean; min?: number; emptyAs?: number } = {},
  ): void {
    if (!this.present(name, title, rule.required ?? false)) {
      if (this.values[name] === null && rule.emptyAs !== undefined)
        this.values[name] = rule.emptyAs;
      return;
    }
    const v = this.attrs[name];
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,9}$/.test(v) ? +v : NaN;
    if (!Number.isSafeInteger(n) || Math.abs(n) > 1e9) return this.fail(name, title, m.invalid);
    const min = rule.min ?? 0;
    if (n < min) return this.fail(name, title, interpolate(m.minValue, { min }));
    this.values[name] = n;
  }

  /** An array of strings, each one of `allowed` when given. */
  strings(name: string, title: string, allowed?: readonly string[], itemPattern?: RegExp): void {
    if (!this.present(name, title, false)) return;
    const v = this.attrs[name];
    const ok =
      Array.isArray(v) &&
      v.length <= 100 &&
      v.every(
        (s) =>
          typeof s === 'string' &&
          s.length <= 255 &&
          (!allowed || allowed.includes(s)) &&
          (!itemPattern || itemPattern.test(s)),
      );
    if (!ok) return this.fail(name, title, m.invalid);
    this.values[name] = [...new Set(v as string[])];
  }

  /** Trimmed first, then checked: ' ' is an empty e-mail, never a blank login. */
  email(name: string, title: string, required = false): void {
    // No length cut here: validateEmail answers a too long address with the e-mail message.
    const s = this.text(name, title, required, Infinity);
    if (s === undefined) return;
    const error = validateEmail(s);
    if (error) return this.fail(name, title, error);
    this.values[name] = s;
  }

  /** One phone, stored as 11 digits starting with 7 like every phone of the portal. */
  phone(name: string, title: string, required = false): void {
    const s = this.text(name, title, required, 255);
    if (s === undefined) return;
    const phone = normalizePhone(s);
    if (!phone) return this.fail(name, title, m.phone);
    this.values[name] = phone;
  }

  phones(name: string, title: string): void {
    if (!this.present(name, title, false)) return;
    const v = this.attrs[name];
    const list = Array.isArray(v) && v.length <= 20 ? v.map(normalizePhone) : [undefined];
    if (list.some((p) => !p)) return this.fail(name, title, m.phone);
    this.values[name] = [...new Set(list)];
  }

  /**
   * A string checked by one of the shared validators of src/validation (password, SNILS, INN …),
   * which returns the seeds' message. The validator reads the trimmed text (`asSent`: the text
   * exactly as sent, for passwords); `normalize` turns the accepted text into the stored value.
   */
  rule(
    name: string,
    title: string,
    validator: Validator,
    opts: { required?: boolean; normalize?: (text: string) => string; asSent?: boolean } = {},
  ): void {
    const s = this.text(name, title, opts.required ?? false, 255, opts.asSent);
    if (s === undefined) return;
    const error = validator(s, this.attrs);
    if (error) return this.fail(name, title, error);
    this.values[name] = opts.normalize ? opts.normalize(s) : s;
  }

  /** A calendar date as dd.MM.yyyy or yyyy-MM-dd, stored as an ISO date; `extra` adds bounds. */
  date(name: string, title: string, opts: { required?: boolean; extra?: Validator } = {}): void {
    if (!this.present(name, title, opts.required ?? false)) return;
    const v = this.attrs[name];
    const date = typeof v === 'string' ? toCalendarDate(v) : undefined;
    if (!date) return this.fail(name, title, m.invalid);
    const error = opts.extra?.(v, this.attrs);
    if (error) return this.fail(name, title, error);
    this.values[name] = toIsoDate(date);
  }

  /** An id of another record; existence is checked by the caller. */
  id(name: string, title: string, required = false): void {
    if (!this.present(name, title, required)) return;
    const v = this.attrs[name];
    if ((typeof v !== 'string' && typeof v !== 'number') || !/^\d{1,18}$/.test(String(v))) {
      return this.fail(name, title, m.invalid);
    }
    this.values[name] = String(v);
  }

  /** Throws the 422 with every collected error, refusing attributes nobody declared. */
  done(): Record<string, unknown> {
    for (const key of Object.keys(this.attrs)) {
      if (!this.seen.has(key) && !this.readOnly.includes(key)) {
        this.errors.push({ field: key, detail: errorMessages.unknownField, code: 'unknown_field' });
      }
    }
    if (this.errors.length) throw new Unprocessable(this.errors);
    return this.values;
  }
}

/** Builds `SET a = $1, b = $2` / `(a, b) VALUES ($1, $2)` parts from validated values. */
export function assignments(values: Record<string, unknown>, offset = 0) {
  const keys = Object.keys(values);
  return {
    keys,
    params: keys.map((k) => values[k]),
    set: keys.map((k, i) => `${k} = $${i + 1 + offset}`).join(', '),
    columns: keys.join(', '),
    placeholders: keys.map((_, i) => `$${i + 1 + offset}`).join(', '),
  };
}
