/**
 * Seed 000 §2 error page, 404 variant: 'Страница не найдена', apply or go home. An unknown route
 * shows it, and so does a page whose record the server answers 404 (a service, a lead, a
 * contract's agreements), in the page's place.
 */
import { ErrorPage } from './layout/ErrorPage';

function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export default NotFoundPage;
