/**
 * Environment variables through which the harness (config, global setup) tells the test workers
 * where things are. Global setup runs before the workers start, and they inherit its env.
 */
export const HARNESS_ENV = {
  /** The port the app under test listens on (chosen when the config loads). */
  port: 'E2E_PORT',
  /** The mail sink's HTTP endpoint. */
  mailUrl: 'E2E_MAIL_URL',
  /** The app's log file (printed on failure). */
  serverLog: 'E2E_SERVER_LOG',
} as const;

export function harnessValue(key: keyof typeof HARNESS_ENV): string {
  const value = process.env[HARNESS_ENV[key]];
  if (!value) {
    throw new Error(
      `${HARNESS_ENV[key]} is not set: run the tests with \`npx playwright test\` from e2e/ (the global setup starts the app and the mail sink).`,
    );
  }
  return value;
}
