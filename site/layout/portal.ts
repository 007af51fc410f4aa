/**
 * The operator's contacts the frame shows (seed 000 §1: the helpline in the footer and the page
 * chrome; the footer's console-connection regulation and social channels). The helpline is the
 * ЕОГ's unified phone of the demo data (server/db/seed/demoData.ts); a deployment sets its own
 * channels at build time, as the console does with its links (crm/layout/config.ts).
 */
import { formatPhone } from '../../src/format/phone';

const env = import.meta.env as Record<string, string | undefined>;

/** 11 digits from 7; shown as '8 (800) 101-47-47', dialled as tel:+78001014747. */
const helplineDigits = env.VITE_HELPLINE_PHONE || '78001014747';
export const helpline = { text: formatPhone(helplineDigits), href: `tel:+${helplineDigits}` };

/** The console-connection regulation: the page for service operators (seed 000 §2 /service_operators). */
export const consoleRegulationPath = '/service_operators';

export const socialLinks: { label: string; href: string }[] = [
  { label: 'ВКонтакте', href: env.VITE_SOCIAL_VK || 'https://vk.com/' },
  { label: 'Телеграм', href: env.VITE_SOCIAL_TELEGRAM || 'https://t.me/' },
  { label: 'Одноклассники', href: env.VITE_SOCIAL_OK || 'https://ok.ru/' },
];
