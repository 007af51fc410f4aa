/**
 * The date input of the registry forms and filters: the seed-conformant picker (dd.MM.yyyy mask,
 * calendar, 'Сегодня'; crm/inputs/DateInput.tsx), storing the ISO date.
 */
export { DateInput } from '../inputs/DateInput';
