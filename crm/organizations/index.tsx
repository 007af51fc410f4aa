/**
 * The organizations registry's own screens (seed 001 §2 /crm/organizations, /new, /edit/{id})
 * and the routes nested under an organization, mounted in crm/App.tsx with
 * `<CustomRoutes>{organizationNestedRoutes}</CustomRoutes>` (see ./routes.ts for the paths).
 */
import { lazy, type ReactElement } from 'react';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { RequireKey } from './access';
import { Route } from 'react-router-dom';
import type { RegistryScreens } from '../registries/resource';

const screens = () => import('./OrganizationScreens');
const nested = () => import('./NestedScreens');
const branches = () => import('./BranchScreens');

export const organizationScreens: RegistryScreens = {
  list: lazy(() => import('./OrganizationList')),
  create: lazy(() => screens().then((m) => ({ default: m.OrganizationCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.OrganizationEdit }))),
  editReadsOnly: true,
};

const NestedScreen = lazy(() => nested().then((m) => ({ default: m.NestedScreen })));
const BranchForm = lazy(() => branches().then((m) => ({ default: m.BranchForm })));
const BranchShow = lazy(() => branches().then((m) => ({ default: m.BranchShow })));

const base = '/organizations/:organization_id';

/** The element of a nested route behind the read key of its family. */
const guarded = (element: ReactElement, permission: PermissionKey) => (
  <RequireKey permission={permission}>{element}</RequireKey>
);
const org = (element: ReactElement) => guarded(element, 'admin_organizations_read');
const branch = (element: ReactElement) => guarded(element, 'admin_branches_read');

export const organizationNestedRoutes = [
  <Route
    key="branch/new"
    path={`${base}/branch/new`}
    element={branch(<BranchForm mode="create" />)}
  />,
  <Route
    key="branch/edit"
    path={`${base}/branch/edit/:id`}
    element={branch(<BranchForm mode="edit" />)}
  />,
  <Route key="branch" path={`${base}/branch/:branch_id`} element={branch(<BranchShow />)} />,
  <Route
    key="representatives/new"
    path={`${base}/gro_auth_representatives/new`}
    element={org(<NestedScreen mode="create" tab="gro_auth_representatives" />)}
  />,
  <Route
    key="representatives"
    path={`${base}/gro_auth_representatives/:id`}
    element={org(<NestedScreen mode="edit" tab="gro_auth_representatives" />)}
  />,
  ...(['regional_benefits', 'schedule', 'tariff_rates'] as const).flatMap((tab) => [
    <Route
      key={`${tab}/new`}
      path={`${base}/${tab}/new`}
      element={org(<NestedScreen mode="create" tab={tab} />)}
    />,
    <Route
      key={`${tab}/edit`}
      path={`${base}/${tab}/edit/:id`}
      element={org(<NestedScreen mode="edit" tab={tab} />)}
    />,
  ]),
];
