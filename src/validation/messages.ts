/** The seeds' validation messages (seed 000 §5, seed 001 §5), the one place they are spelled. */
export const validationMessages = {
  required: 'Поле обязательно для заполнения',
  requiredShort: 'Обязательно для заполнения',
  email: 'Некорректный адрес электронной почты',
  maxLength: 'Длина должна быть не больше {max} символов',
  minLength: 'Длина должна быть не меньше {min} символов',
  minValue: 'Минимальное значение — {min}',
  phone: 'Некорректно заполнен телефон',
  smsCode: 'Код должен содержать шесть символов',
  snils: 'СНИЛС содержит неверное контрольное число',
  minDate: 'Минимальное значение - {date}',
  maxDate: 'Максимальное значение - {date}',
  captcha: 'Подтвердите, что вы не робот',
  sequence: 'Нельзя использовать последовательность символов',
  weakPassword: 'Пароль недостаточно надежен',
  cadastralNumber: 'Кадастровый номер не соответствует требованиям',
  fileSize: 'Превышен максимально допустимый размер файла(ов)',
  invalid: 'Поле заполнено некорректно',
  digitsOnly: 'Поле должно содержать только цифры',
  // Seed 000 §8 (password reset): the confirmation field's message.
  passwordsMismatch: 'Пароли не совпадают',
  // Seed 000 §5 / seed 001 §5, service form file messages.
  fileFormat: 'Вы загрузили неверный формат документов',
  fileMaxSize: 'Максимальный размер загружаемого файла не должен превышать {size}',
  passportMaxSize: 'Максимальный размер загружаемого файла не должен превышать 70Мб',
  fileEmpty: 'Файл не должен быть пустым',
} as const;

/** Replaces `{name}` placeholders. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A validator returns the seeds' message, or undefined when the value is acceptable. The
 * second argument is the whole record, so the same function is a react-admin / react-hook-form
 * `validate` and a server-side field check.
 */
export type Validator<T = unknown> = (
  value: T,
  allValues?: Record<string, unknown>,
) => string | undefined;

/** Empty as react-admin sees it; every rule but `required` lets an empty value through. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Strings and finite numbers as text; anything else is undefined (and so invalid). */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
