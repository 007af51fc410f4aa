/**
 * /crm/new_password, which opens without a session (crm/App.tsx): the page with the JSON:API
 * dataProvider its password-reset verbs need. The signed-in console brings its own
 * (crm/providers.ts); the login page needs none, so neither is in the console's first load.
 */
import { DataProviderContext } from 'ra-core';
import { jsonApiDataProvider } from '../../dataProvider';
import { httpClient } from '../session';
import { NewPasswordPage } from './NewPasswordPage';

const dataProvider = jsonApiDataProvider('/v1/admin', httpClient);

export default function NewPasswordRoute() {
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <NewPasswordPage />
    </DataProviderContext.Provider>
  );
}
