/**
 * `npm run dev`: the API as `npm start` runs it (config, database, migrations, demo seed) but
 * without building the front end, plus a Vite dev server with hot reload for the site and the
 * console that proxies /v1, /v2 and /health to the API. Open the Vite address printed.
 */
import type { Plugin } from 'vite';
import { createServer } from 'vite';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/secret';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openConfiguredDb, openReadReplica } from './db/open';
import { seed } from './db/seed';
import { createStorage } from './storage';

/** Vite's SPA fallback serves the site's index.html; console deep links need crm/index.html. */
const consoleFallback: Plugin = {
  name: 'eog-console-fallback',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (/^\/crm(\/[^.]*)?$/.test(path)) req.url = '/crm/index.html';
      next();
    });
  },
};

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openConfiguredDb(config);
  const readDb = await openReadReplica(config);
  await migrate(db);
  const seeded = await seed(db, {
    demo: config.seedDemo,
    demoPassword: config.demoPassword,
    // The demo documents' bytes go to the storage the app's downloads read.
    storage: createStorage(config, resolveJwtSecret(config.jwtSecret, config.dataDir)),
  });
  const api = await buildApp({
    config,
    db,
    readDb,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    logger: { level: config.logLevel },
  });
  await api.listen({ port: config.port, host: '127.0.0.1' });
  // Background jobs (imports, e-mailed exports) run here as in `npm start`.
  api.jobs.start();
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  const vite = await createServer({
    configFile: 'vite.config.ts',
    plugins: [consoleFallback],
    server: {
      port: Number(process.env.VITE_PORT ?? 5173),
      proxy: { '/v1': apiUrl, '/v2': apiUrl, '/health': apiUrl },
    },
  });
  await vite.listen();
  console.log(`API: ${apiUrl}/v1`);
  vite.printUrls();
  if (seeded.logins.length) console.log(`Демо-учётные записи (пароль ${config.demoPassword})`);

  const shutdown = async () => {
    await vite.close();
    await api.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
