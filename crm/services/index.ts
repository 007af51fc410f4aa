/**
 * The services registry's own create and edit screens (seed 001 §2 "Service edit form"),
 * loaded on demand; its list stays the generic one (code, name, 'Тип услуги', SLA, active).
 */
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

export const serviceScreens: RegistryScreens = {
  create: lazy(() => import('./ServiceScreens').then((m) => ({ default: m.ServiceCreate }))),
  edit: lazy(() => import('./ServiceScreens').then((m) => ({ default: m.ServiceEdit }))),
};
