/**
 * The Russian kinds of a text field (issue 38): a field naming one (`format`) gets its check
 * from src/validation wherever its rules run — the server, the console's form — and its input
 * mask in the console. One table, so a registry an administrator designs and one in code mean
 * the same by 'ИНН'.
 */
import { validateCadastralNumber, validateFiasId } from '../validation/basic';
import { validateEmail } from '../validation/email';
import type { MaskName } from '../validation/masks';
import type { Validator } from '../validation/messages';
import { validatePhone } from '../validation/phone';
import { validateInn, validateKpp, validateOgrn } from '../validation/requisites';
import { validateSnils } from '../validation/snils';

interface TextFormatRule {
  label: string;
  validate: Validator;
  mask?: MaskName;
}

export const textFormats = {
  inn: { label: 'ИНН', validate: validateInn },
  kpp: { label: 'КПП', validate: validateKpp, mask: 'kpp' },
  ogrn: { label: 'ОГРН или ОГРНИП', validate: validateOgrn },
  snils: { label: 'СНИЛС', validate: validateSnils, mask: 'snils' },
  phone: { label: 'Телефон', validate: validatePhone, mask: 'phone' },
  email: { label: 'Электронная почта', validate: validateEmail },
  cadastral: { label: 'Кадастровый номер', validate: validateCadastralNumber },
  fias: { label: 'Код ФИАС', validate: validateFiasId },
} as const satisfies Record<string, TextFormatRule>;

export type TextFormat = keyof typeof textFormats;
export const textFormatNames = Object.keys(textFormats) as TextFormat[];

/** The input mask of a format, when it has one. */
export function formatMask(format: TextFormat): MaskName | undefined {
  const rule: TextFormatRule = textFormats[format];
  return rule.mask;
}
