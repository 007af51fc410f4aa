/**
 * `npm run db:migrate` / `npm run db:seed`: the start-up steps of server/main.ts on their own,
 * against the configured database (DATABASE_URL or PGlite in DATA_DIR/db). `seed` migrates
 * first, so it works on a fresh database too. `npm run db:backup -- <dir>` and
 * `npm run db:restore -- <dir> [--force]`: the database and local files (./backup.ts).
 */
import { ConfigError, loadConfig } from '../config';
import { backup, restore } from './backup';
import { migrate } from './migrate';
import { openConfiguredDb } from './open';
import { seed } from './seed';
import { resolveJwtSecret } from '../auth/secret';
import { createStorage } from '../storage';

const usage =
  'Использование: tsx server/db/cli.ts migrate | seed | backup <папка> | restore <папка> [--force]';

async function run(command: string | undefined, args: string[]): Promise<number> {
  if (command === 'backup' || command === 'restore') {
    const dir = args.find((a) => !a.startsWith('--'));
    if (!dir) {
      console.error(usage);
      return 2;
    }
    const config = loadConfig();
    if (command === 'backup') {
      for (const path of await backup(config, dir)) console.log(`Сохранено: ${path}`);
    } else {
      await restore(config, dir, { force: args.includes('--force') });
      console.log(`Восстановлено из ${dir}`);
    }
    return 0;
  }
  if (command !== 'migrate' && command !== 'seed') {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const db = await openConfiguredDb(config);
  try {
    const applied = await migrate(db);
    console.log(
      applied.length ? `Применены миграции: ${applied.join(', ')}` : 'Схема базы данных актуальна',
    );
    if (command === 'seed') {
      const result = await seed(db, {
        demo: config.seedDemo,
        demoPassword: config.demoPassword,
        // The demo documents' bytes go to the storage the app's downloads read.
        storage: createStorage(config, resolveJwtSecret(config.jwtSecret, config.dataDir)),
      });
      if (!result.seeded) console.log('База данных уже заполнена, начальные данные не загружались');
      else console.log('Загружены справочники' + (result.logins.length ? ' и демо-данные' : ''));
      for (const l of result.logins) console.log(`  ${l.email.padEnd(32)} ${l.label}`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv[2], process.argv.slice(3)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      err instanceof ConfigError
        ? `Ошибка конфигурации: ${err.message}`
        : err instanceof Error
          ? err.message
          : err,
    );
    process.exit(1);
  },
);
