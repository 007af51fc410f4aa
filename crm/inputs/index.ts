/** Console form inputs shared by the registries. */
export { DateInput } from './DateInput';
export type { DateInputProps } from './DateInput';
