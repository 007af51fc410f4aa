/** The console shell: layout, toasts and the helpers other console screens reuse. */
export { ConsoleLayout } from './ConsoleLayout';
export { ConsoleNotification } from './ConsoleNotification';
