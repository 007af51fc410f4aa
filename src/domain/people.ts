/** Gender and written form kinds (seed 000 §3, seed 001 §3). */
import { isOneOf, optionsOf } from './enums';

export const genders = ['female', 'male'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = { female: 'Женский', male: 'Мужской' };
export const genderOptions = optionsOf(genders, genderLabels);

/** handwritten = 'written form', electronic = 'electronic form' (seed 000 §3). */
export const writtenFormKinds = ['handwritten', 'electronic'] as const;
export type WrittenFormKind = (typeof writtenFormKinds)[number];
export const writtenFormKindLabels: Record<WrittenFormKind, string> = {
  handwritten: 'Письменная форма',
  electronic: 'Электронная форма',
};
export const writtenFormKindOptions = optionsOf(writtenFormKinds, writtenFormKindLabels);
export function isWrittenFormKind(value: unknown): value is WrittenFormKind {
  return isOneOf(writtenFormKinds, value);
}
