/** 404 'Страница не найдена' (seed 000 §2, §8): react-admin's catchAll for unknown console paths. */
import { useTranslate } from 'ra-core';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <ErrorPage
      status={404}
      title={translate('app.notFound')}
      text={translate('app.error.notFoundText')}
    />
  );
}
