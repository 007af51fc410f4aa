/**
 * The console shell: the layout (loaded with the signed-in console, crm/ConsoleAdmin.tsx). Its
 * toasts (./ConsoleNotification.tsx) are in the first load: crm/App.tsx imports them directly.
 */
export { ConsoleLayout } from './ConsoleLayout';
