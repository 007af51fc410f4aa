/**
 * Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane; about 10 ms here).
 * `verifyPassword` never throws on a malformed stored hash: it just says no.
 */
import { hash, verify } from '@node-rs/argon2';

const options = {
  algorithm: 2 /* Argon2id; the package's const enum cannot be imported here */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
