import { beforeEach, describe, expect, it } from 'vitest';
import { markSignedOut, returnPath } from './returnPath';

// After a login the console goes back to where the last session ended, unless it ended with
// the member's own 'Выйти' (the next person signing in here is not sent to their page); a page
// opened without a session is always where its visitor goes.
describe('returnPath', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns to the page a session ended on', () => {
    expect(returnPath({ nextPathname: '/crm/leads/edit/7', nextSearch: '?tab=2' })).toBe(
      '/crm/leads/edit/7?tab=2',
    );
    expect(returnPath({ nextPathname: '/crm/not_auth' })).toBeUndefined();
    expect(returnPath({ nextPathname: '/crm' })).toBeUndefined();
    expect(returnPath(null)).toBeUndefined();
  });

  it('forgets the last page after a sign-out, once', () => {
    markSignedOut();
    // A request in flight answered 401 after 'Выйти': react-admin's redirect names its page.
    expect(returnPath({ nextPathname: '/crm/instructions' })).toBeUndefined();
    expect(returnPath({ nextPathname: '/crm/instructions' })).toBe('/crm/instructions');
  });

  it('keeps a page opened without a session even after a sign-out', () => {
    markSignedOut();
    expect(returnPath({ nextPathname: '/crm/users/5', visit: true })).toBe('/crm/users/5');
  });
});
