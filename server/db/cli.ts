/**
 * `npm run db:migrate` / `npm run db:seed`: the start-up steps of server/main.ts on their own,
 * against the configured database (DATABASE_URL or PGlite in DATA_DIR/db). `seed` migrates
 * first, so it works on a fresh database too.
 */
import { ConfigError, loadConfig } from '../config';
import { migrate } from './migrate';
import { openConfiguredDb } from './open';
import { seed } from './seed';

const usage = 'Использование: tsx server/db/cli.ts migrate|seed';

async function run(command: string | undefined): Promise<number> {
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
      const result = await seed(db, { demo: config.seedDemo, demoPassword: config.demoPassword });
      if (!result.seeded) console.log('База данных уже заполнена, начальные данные не загружались');
      else console.log('Загружены справочники' + (result.logins.length ? ' и демо-данные' : ''));
      for (const l of result.logins) console.log(`  ${l.email.padEnd(32)} ${l.label}`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv[2]).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? `Ошибка конфигурации: ${err.message}` : err);
    process.exit(1);
  },
);
