/** Gender and written form kinds (seed 000 §3, seed 001 §3). */
import { isOneOf, optionsOf } from './enums';

export const genders = ['female', 'male'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = { female: 'Женский', male: 'Мужской' };
export const genderOptions = optionsOf(genders, genderLabels);

/** handwritten = 'written form', electronic = 'electronic form' (seed 000 §3). */
export const contractSignTypes = ['handwritten', 'electronic'] as const;
export type ContractSignType = (typeof contractSignTypes)[number];
export const contractSignTypeLabels: Record<ContractSignType, string> = {
  handwritten: 'Письменная форма',
  electronic: 'Электронная форма',
};
export const contractSignTypeOptions = optionsOf(contractSignTypes, contractSignTypeLabels);
export function isContractSignType(value: unknown): value is ContractSignType {
  return isOneOf(contractSignTypes, value);
}
