// first, before any package loads: see the module
import './lean-start-up.ts';
import { buildApp } from './app.ts';
import { seedDemoIfEmpty } from './cli/demo-seed.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startUpDone } from './lean-start-up.ts';
import { serveBackups } from './platform/backup/control-socket.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const app = await buildApp({ config, database });
  // npm run backup reaches the process that holds the embedded database through DATA_DIR
  const stopBackups = database.backup
    ? await serveBackups(config.dataDir, database.backup, app.log)
    : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await stopBackups();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const demo = config.seedDemo
    ? await seedDemoIfEmpty(app.deps, { paymentsMode: config.paymentsMode })
    : null;
  await app.listen({ port: config.port, host: config.host });
  startUpDone();
  const ms = Math.round(performance.now() - started);
  const url = config.appUrl;
  const lines = [`${config.appName} is ready at ${url} (${database.kind}, ${ms} ms)`];
  if (demo && !config.isProduction) {
    lines.push('Demo logins (development only):');
    for (const l of demo.logins) lines.push(`  ${l.role.padEnd(6)} ${l.username} / ${l.password}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
