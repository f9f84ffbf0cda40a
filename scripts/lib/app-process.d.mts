export interface AppProcess {
  url: string;
  port: number;
  /** The server's process (start.mjs runs the server in its own process). */
  pid: number;
  /** Milliseconds from spawn to the first HTTP answer. */
  readyMs: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the process printed. */
  output(): string;
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const APP_ENV_KEYS: readonly string[];
export function freePort(host?: string): Promise<number>;
export function cleanEnv(env?: Record<string, string | undefined>): NodeJS.ProcessEnv;
export function startApp(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  logFile?: string;
  viaStartScript?: boolean;
  readyTimeoutMs?: number;
  nodeArgs?: string[];
}): Promise<AppProcess>;
export function residentBytes(pid: number): number | null;
export function databaseDurability(
  url: string,
): Promise<{ fsync: string; synchronousCommit: string }>;
export function freshDatabase(baseUrl: string, suffix: string): Promise<string>;
