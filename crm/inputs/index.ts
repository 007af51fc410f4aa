/** Console form inputs shared by the registries. */
export { DateInput } from './DateInput';
