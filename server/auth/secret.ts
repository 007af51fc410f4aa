import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JWT secret: JWT_SECRET when given, otherwise one generated once into the data dir (mode
 * 0600) so tokens survive restarts without anyone having to configure anything.
 */
export function resolveJwtSecret(configured: string, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt_secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
