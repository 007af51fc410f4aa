/**
 * The operators registry's own screens (seed 001 §2 "Operators"): the create and edit forms with
 * per-role fields, the account actions and the history tab; the list stays generic. Loaded on
 * demand. `createNewOperatorRoute` is the /crm/create_new_operator alias of create.
 */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import type { RegistryScreens } from '../registries/resource';

const screens = () => import('./OperatorScreens');

export const operatorScreens: RegistryScreens = {
  create: lazy(() => screens().then((m) => ({ default: m.OperatorCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.OperatorEdit }))),
  show: lazy(() => screens().then((m) => ({ default: m.OperatorShow }))),
  icon: ManageAccountsIcon,
};

const CreateNewOperator = lazy(() => screens().then((m) => ({ default: m.CreateNewOperator })));

export const createNewOperatorRoute = (
  <Route
    path="/create_new_operator"
    element={
      <Suspense fallback={<Loading />}>
        <CreateNewOperator />
      </Suspense>
    }
  />
);
