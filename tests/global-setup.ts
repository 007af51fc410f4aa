/**
 * Starts the portal as `npm start` would (build if needed, PGlite, migrations, demo seed) on a
 * free port with a throw-away data directory, and stops it when the run ends. Its log goes to
 * E2E_SERVER_LOG: the dev mailbox writes its letters there, as a developer would read them.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startArgs } from '../server/startCommand';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'eog-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    // Info: the dev mailbox's letters (confirmation links) are logged at info.
    LOG_LEVEL: 'info',
    // The suite signs in more often in a minute than one person would.
    TOKEN_RATE_LIMIT_PER_MINUTE: '1000',
  };
  delete env.DATABASE_URL;
  // The e2e server keeps its outbox to itself: no relay to a broker nobody reads.
  delete env.AMQP_URL;
  // node itself, not `npm start`: npm does not pass SIGTERM on, so the server outlived every run.
  const child = spawn(process.execPath, startArgs(), {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logPath = join(dataDir, 'server.log');
  child.stdout.pipe(createWriteStream(logPath));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 240_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Портал ЕОГ запущен')) {
        clearTimeout(timer);
        child.stdout.off('data', watch);
        output = '';
        resolve();
      }
    };
    child.stdout.on('data', watch);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_SERVER_LOG = logPath;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
