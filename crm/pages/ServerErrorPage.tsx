/**
 * The page of an error thrown while rendering (react-admin's `error` component and the layout's
 * error boundary): 404 and 403 show their pages, 5xx and plain exceptions 'Ошибка сервера',
 * other statuses the error's message or 'Произошла ошибка' (seed 000 §8). A stale code chunk
 * reloads the page instead (once a minute at most).
 */
import { useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { errorStatus } from '../../src/api';
import { AccessDeniedPage } from './AccessDeniedPage';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { reloadOnStaleChunk } from './staleChunk';

export function ServerErrorPage({ error }: { error?: unknown }) {
  const translate = useTranslate();
  useEffect(() => {
    reloadOnStaleChunk(error);
  }, [error]);
  const status = errorStatus(error);
  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <AccessDeniedPage />;
  if (status >= 500)
    return (
      <ErrorPage
        status={500}
        title={translate('app.serverError')}
        text={translate('app.error.serverErrorText')}
      />
    );
  const message = (error as { message?: unknown } | null)?.message;
  return (
    <ErrorPage
      status={status}
      title={typeof message === 'string' && message ? message : translate('app.default')}
    />
  );
}
