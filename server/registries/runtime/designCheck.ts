/**
 * A design judged before it is saved as a draft (./designs.ts, ./kept.ts): its problems
 * (src/registries/design.ts `designProblems`) refused with their pointers.
 */
import { roles } from '../../../src/domain/roles';
import { registries } from '../../../src/registries';
import {
  designProblems,
  recordsPath,
  referenceTargets,
  type DesignProblem,
  type RegistryDesign,
} from '../../../src/registries/design';
import type { Queryable } from '../../db';
import { Unprocessable } from '../../jsonapi/errors';
import { codesInUse, publishedRegistries } from './queries';

/** The names code registries hold: a run-time code may be none of them (paths, types). */
const codeRegistryNames = new Set(registries.flatMap((r) => [r.name, r.type, r.path]));

/** Problems as the 422's errors, each at its member. */
export function refuse(problems: readonly DesignProblem[]): never {
  throw new Unprocessable(
    problems.map((p) => ({ field: p.pointer.slice(1).replace(/\//g, '.'), detail: p.message })),
  );
}

/**
 * A design's problems (src/registries/design.ts `designProblems`) on this database: a code
 * taken by another registry (`own` is the registry's own), a reference to no registry, and the
 * rest.
 */
export async function problemsOf(tx: Queryable, design: RegistryDesign, own?: string) {
  const taken = new Set([...codeRegistryNames, ...(await codesInUse(tx))]);
  if (own) taken.delete(own);
  // A reference may point at a code registry, or at a published one: its table is there.
  const published = (await publishedRegistries(tx)).map((r) => recordsPath(r.code));
  const targets = new Set([...referenceTargets, ...published]);
  return designProblems(design, taken, roles, targets);
}

/** Refuses a design with a problem. */
export async function checkDesign(tx: Queryable, design: RegistryDesign, own?: string) {
  const problems = await problemsOf(tx, design, own);
  if (problems.length) refuse(problems);
}
