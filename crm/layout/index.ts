/** The console shell: layout, toasts and the helpers other console screens reuse. */
export { ConsoleLayout } from './ConsoleLayout';
export { ConsoleNotification } from './ConsoleNotification';
export { EQUIPMENT_REGISTRY_URL } from './config';
export { InfoBannerStrip } from './InfoBanner';
export { useConsoleViewer } from './useConsoleViewer';
