/**
 * The console access matrix for the tests (src/access/consoleMatrix.test.ts, the Playwright matrix
 * tests/console-access.e2e.ts): every screen's expectation per account, and a seeded sample of it.
 */
import {
  consoleScreens,
  screenExpectation,
  type ConsoleExpectation,
  type ConsoleScreen,
} from '../consoleMatrix';
import type { AdminAccessPrincipal } from '../principal';

/** Whether a list offers its create link: its create screen would render (same section). */
export function createLinkShown(screen: ConsoleScreen, principal: AdminAccessPrincipal): boolean {
  return screenExpectation({ ...screen, kind: 'create' }, principal) === 'renders';
}

export interface ConsoleCell {
  account: string;
  screen: ConsoleScreen;
  expectation: ConsoleExpectation;
  /** For a list with a create route: whether its create link is offered. */
  createLink?: boolean;
}

/**
 * The whole matrix for named principals (the demo accounts), account by account in screen
 * order. `organizationOf` gives the organization a principal's organization routes open.
 */
export function consoleMatrix(
  accounts: readonly { account: string; principal: AdminAccessPrincipal }[],
  organizationOf: (principal: AdminAccessPrincipal) => string,
): ConsoleCell[] {
  return accounts.flatMap(({ account, principal }) =>
    consoleScreens.map((screen) => {
      const expectation = screenExpectation(screen, principal, {
        organization: organizationOf(principal),
      });
      const createLink =
        screen.creates && expectation !== 'hidden' ? createLinkShown(screen, principal) : undefined;
      return { account, screen, expectation, ...(createLink === undefined ? {} : { createLink }) };
    }),
  );
}

/** mulberry32: a small seeded generator, so a sample is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A deterministic sample of the matrix that still visits every screen at least once and gives
 * every account at least `perAccount` visits: the screens are dealt out over the accounts in a
 * seeded order, then each account is topped up with seeded picks of its own row.
 */
export function sampleMatrix(cells: readonly ConsoleCell[], seed: number, perAccount: number) {
  const random = seededRandom(seed);
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const accounts = [...new Set(cells.map((c) => c.account))];
  const rows = new Map(accounts.map((a) => [a, cells.filter((c) => c.account === a)]));
  const picked = new Map(accounts.map((a) => [a, new Set<ConsoleCell>()]));
  shuffle(consoleScreens).forEach((screen, i) => {
    const account = accounts[i % accounts.length]!;
    picked.get(account)!.add(rows.get(account)!.find((c) => c.screen === screen)!);
  });
  for (const account of accounts) {
    const chosen = picked.get(account)!;
    for (const cell of shuffle(rows.get(account)!)) {
      if (chosen.size >= perAccount) break;
      chosen.add(cell);
    }
  }
  // Each account's visits in screen order, so the walk through the console stays the same.
  return accounts.flatMap((a) => cells.filter((c) => c.account === a && picked.get(a)!.has(c)));
}
