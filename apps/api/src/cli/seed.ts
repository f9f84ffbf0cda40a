import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { CliError, openConfiguredDatabase, runCli } from './cli-support.ts';
import { type DemoSeedOptions, seedDemoIfEmpty } from './demo-seed.ts';

const USAGE = 'Usage: npm run seed [-- --events N] [--guests N]';

function parseSeedArgs(argv: string[]): DemoSeedOptions {
  let values: { events?: string | undefined; guests?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { events: { type: 'string' }, guests: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  const options: DemoSeedOptions = {};
  for (const key of ['events', 'guests'] as const) {
    const value = values[key];
    if (value === undefined) continue;
    if (!/^\d{1,7}$/.test(value)) {
      throw new CliError(`--${key} must be a whole number, not "${value}"\n${USAGE}`);
    }
    options[key] = Number(value);
  }
  return options;
}

/** `npm run seed [-- --events N] [--guests N]`: demo data on the configured database, when it has no users. */
runCli(async () => {
  const options = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig();
  if (config.isProduction) {
    throw new CliError('Refusing to seed demo accounts with known passwords in production.');
  }
  const database = await openConfiguredDatabase(config);
  try {
    const result = await seedDemoIfEmpty(
      { db: database.db, config },
      { ...options, paymentsMode: config.paymentsMode },
    );
    if (!result) {
      console.log('The database already has users: demo seed skipped.');
      return;
    }
    console.log('Demo data seeded. Logins:');
    for (const l of result.logins)
      console.log(`  ${l.role.padEnd(6)} ${l.username} / ${l.password}`);
  } finally {
    await database.close();
  }
});
