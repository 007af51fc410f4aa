/**
 * 403 for a signed-in user on a route their role or RegionalHead flags do not open (seed 000
 * §2 "Route access and navigation", §8): react-admin's accessDenied page and the layout's
 * route guard both show it.
 */
import { useTranslate } from 'ra-core';
import { ErrorPage } from './ErrorPage';

export function AccessDeniedPage() {
  const translate = useTranslate();
  return (
    <ErrorPage
      status={403}
      title={translate('app.shell.forbiddenTitle')}
      text={translate('app.forbidden')}
    />
  );
}
