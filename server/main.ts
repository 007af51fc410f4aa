/**
 * `npm start`: validates the configuration, builds the front end if its sources changed, opens
 * the database, migrates, seeds an empty database, and serves API, site and console on one port.
 */
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/secret';
import { ensureBuilt } from './build';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { openConfiguredDb, openReadReplica } from './db/open';
import { seed } from './db/seed';
import { createStorage } from './storage';
import { startAnalyticsSchedule } from './modules/analytics/refresh';
import { smtpTransportFor } from './mail';
import { startMailRelay } from './mail/outbox';
import { startOutboxRelay } from './outbox/relay';
import { startOrphanSweep } from './storage/sweep';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Ошибка конфигурации: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = (msg: string) => console.log(msg);
  // Where the start-up time goes, printed with the total (issue 22: ready in ≤ 3 s).
  const phases: string[] = [];
  let mark = 0; // performance.now() counts from the process start: the first phase is loading
  const phase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${((now - mark) / 1000).toFixed(1)}`);
    mark = now;
  };
  phase('модули');
  if (process.env.SKIP_BUILD !== 'true') await ensureBuilt(config.distDir, log);
  phase('сборка');

  const db = await openConfiguredDb(config);
  const readDb = await openReadReplica(config);
  phase('база');
  const applied = await migrate(db);
  if (applied.length) log(`Применены миграции: ${applied.join(', ')}`);
  const seeded = await seed(db, {
    demo: config.seedDemo,
    demoPassword: config.demoPassword,
    // The demo documents' bytes go to the storage the app's downloads read.
    storage: createStorage(config, resolveJwtSecret(config.jwtSecret, config.dataDir)),
  });
  phase('миграции и данные');

  const app = await buildApp({
    config,
    db,
    readDb,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    logger: { level: config.logLevel },
  });
  const address = await app.listen({ port: config.port, host: config.host });
  phase('приложение');
  // Background work starts once the server answers: after a crash the sweep of unfinished
  // uploads and the outbox relay must not hold the first requests (one PGlite connection).
  const stopSweep = startOrphanSweep(db, app.storage, app.log);
  const stopRelay = startOutboxRelay(db, config.amqpUrl, app.log);
  const stopMail = startMailRelay(db, smtpTransportFor(config), app.log);
  // Background jobs (server/jobs): a job left running by a crash is picked up once its lease ends.
  app.jobs.start();
  // The analytics summary is rebuilt by a job queued on this schedule (issue 19).
  const stopAnalytics = startAnalyticsSchedule(db, config.analyticsRefreshMinutes, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: завершение работы`);
    stopSweep();
    stopAnalytics();
    await stopRelay();
    await stopMail();
    await app.close();
    await readDb?.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const base = `http://localhost:${(app.server.address() as { port: number }).port}`;
  log('');
  log(`Портал ЕОГ запущен: ${base}  (консоль: ${base}/crm, API: ${base}/v1, адрес: ${address})`);
  log(`База данных: ${db.kind === 'pglite' ? `PGlite в ${config.dataDir}/db` : 'PostgreSQL'}`);
  log(`Запуск занял ${process.uptime().toFixed(1)} с (${phases.join(', ')})`);
  if (seeded.logins.length) {
    log(`Демо-учётные записи (пароль ${config.demoPassword}):`);
    for (const l of seeded.logins) log(`  ${l.email.padEnd(32)} ${l.label}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
