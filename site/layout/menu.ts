/**
 * The site's top menu in the seeds' order (seed 000 §2 "Menus"): check address, calculator, gas
 * connection, services, regional benefits, the session entry ('Мои заявки' when signed in,
 * 'Войти' otherwise), questions, contacts, instructions. The seeds give no paths for the check
 * address and the gas connection entries: the address check is the tools' /check_address, the
 * gas connection their dogasification stages (docs/decisions.md, "Site frame").
 */
import { toolPaths } from '../tools/paths';
import { frameTexts } from './texts';

export interface MenuItem {
  to: string;
  label: string;
}

const before: MenuItem[] = [
  { to: toolPaths.checkAddress, label: 'Проверить адрес' },
  { to: toolPaths.calculator, label: 'Калькулятор' },
  { to: toolPaths.dogasificationStages, label: 'Подключение газа' },
  { to: '/services', label: 'Услуги' },
  { to: '/regional_benefits', label: 'Региональные льготы' },
];
const after: MenuItem[] = [
  { to: '/knowledge', label: 'Вопросы' },
  { to: '/contacts', label: 'Контакты' },
  { to: '/instructions', label: 'Инструкции' },
];

/**
 * The menu for the session. The sign-in entry brings the visitor back to the page they were on
 * (`/not_auth?redirectTo=`), except from the home page and the sign-in page itself.
 */
export function topMenu(signedIn: boolean, path: string): MenuItem[] {
  const back = path === '/' || path.startsWith('/not_auth') || path.startsWith('/registration');
  const session = signedIn
    ? { to: '/leads', label: frameTexts.myLeads }
    : {
        to: back ? '/not_auth' : `/not_auth?redirectTo=${encodeURIComponent(path)}`,
        label: frameTexts.signIn,
      };
  return [...before, session, ...after];
}

/** The session entry ('Мои заявки' or 'Войти'): the footer repeats the menu without it. */
export function isSessionItem(item: MenuItem): boolean {
  return item.to === '/leads' || item.to.startsWith('/not_auth');
}
