// A module of its own: files.ts (the verb context) is in the site's first load, and only the
// lazy account and validation verbs call this.
import type { HttpClient, HttpResponse, RequestOptions } from '../src/api';

/**
 * A call outside the session: its 401 or 403 signs nobody out (`skipAuthRedirect`), and its
 * error is marked so that the authProvider's checkError leaves it be.
 */
export async function outsideSession<T>(
  httpClient: HttpClient,
  url: string,
  request: RequestOptions = {},
): Promise<HttpResponse<T>> {
  try {
    return await httpClient<T>(url, { ...request, skipAuthRedirect: true });
  } catch (error) {
    if (error && typeof error === 'object') Object.assign(error, { skipAuthRedirect: true });
    throw error;
  }
}
