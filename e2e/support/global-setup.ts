import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv, freshDatabase, startApp } from '../../scripts/lib/app-process.mjs';
import { ensureBuilt } from '../../scripts/lib/build.mjs';
import { HARNESS_ENV, harnessValue } from './harness-env.ts';
import { startMailSink } from './mail-sink.ts';

/**
 * Starts what the journeys run against: a real SMTP sink and the BUILT app (`node
 * apps/api/dist/server.js`) on 127.0.0.1, with a fresh embedded database in a temporary DATA_DIR,
 * or, when DATABASE_URL is set, a fresh PostgreSQL database `<name>_e2e` on that server. The demo
 * seed runs (fixtures/demo-users.ts). Returns the teardown, which stops both.
 */
export default async function globalSetup() {
  await ensureBuilt({ log: (line) => console.log(`[e2e] ${line}`) });

  const port = Number(harnessValue('port'));
  const url = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(join(tmpdir(), 'storytable-e2e-'));
  const logFile = join(workDir, 'server.log');
  const mail = await startMailSink(port);

  const databaseUrl = process.env.DATABASE_URL
    ? await freshDatabase(process.env.DATABASE_URL, '_e2e')
    : undefined;
  const env = cleanEnv({
    NODE_ENV: 'test',
    APP_URL: url,
    DATA_DIR: join(workDir, 'data'),
    DATABASE_URL: databaseUrl,
    SMTP_URL: mail.smtpUrl,
    SEED_DEMO: '1',
    LOG_LEVEL: 'info',
    // every journey signs up fresh users from this one address
    SIGNUPS_PER_HOUR: '100000',
    // the controlled clock (decision 069): a request's x-test-now header and /api/test routes
    TEST_CLOCK: '1',
  });

  let app: Awaited<ReturnType<typeof startApp>>;
  try {
    app = await startApp({ port, env, logFile });
  } catch (err) {
    // the error carries the app's last output
    await mail.close();
    rmSync(workDir, { recursive: true, force: true });
    throw err;
  }
  console.log(
    `[e2e] app ${url} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ready in ${Math.round(app.readyMs)} ms), log ${logFile}`,
  );
  // should the runner die without its teardown, the app does not outlive it
  const killApp = () => {
    try {
      process.kill(app.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.once('exit', killApp);
  process.env[HARNESS_ENV.mailUrl] = mail.httpUrl;
  process.env[HARNESS_ENV.serverLog] = logFile;

  return async () => {
    process.off('exit', killApp);
    const result = await app.stop();
    await mail.close();
    if (result.code !== 0) {
      console.error(
        `[e2e] the app did not stop cleanly (${result.signal ?? `exit code ${result.code}`}); last output:\n${app.output()}`,
      );
      console.error(`[e2e] full log kept in ${logFile}`);
    } else {
      rmSync(workDir, { recursive: true, force: true });
    }
  };
}
