/** Seed 000 §2 error page, 404 variant: 'Страница не найдена', apply or go home. */
import { ErrorPage } from './layout/ErrorPage';

function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export default NotFoundPage;
