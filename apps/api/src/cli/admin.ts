import { createInterface } from 'node:readline';
import { z } from 'zod';
import { loadConfig } from '../config/env.ts';
import {
  type AdminCommand,
  checkAdminPassword,
  createAdmin,
  parseAdminArgs,
  promoteAdmin,
} from './admin-commands.ts';
import { CliError, openConfiguredDatabase, runCli } from './cli-support.ts';

// The one setting only this command reads; the server never sees it.
const adminEnv = z.object({ ADMIN_PASSWORD: z.string().min(1).optional() });

let typedAhead = '';

/** Reads a line without echoing it (TTY), or the first line of piped input. */
function readPassword(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin });
    return new Promise((resolve, reject) => {
      rl.once('line', (line) => {
        resolve(line); // before close(), whose 'close' event would reject
        rl.close();
      });
      rl.once('close', () => reject(new CliError('No password given (set ADMIN_PASSWORD).')));
    });
  }
  return new Promise((resolve, reject) => {
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    let value = '';
    const finish = (fn: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      fn();
    };
    // keys typed ahead (several answers in one chunk) stay for the next question
    const consume = () => {
      while (typedAhead.length) {
        const ch = typedAhead[0]!;
        typedAhead = typedAhead.slice(1);
        if (ch === '\r' || ch === '\n') return finish(() => resolve(value));
        if (ch === '\u0003' || ch === '\u0004') {
          return finish(() => reject(new CliError('Cancelled.')));
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    const onData = (chunk: string) => {
      typedAhead += chunk;
      consume();
    };
    stdin.on('data', onData);
    stdin.resume();
    consume();
  });
}

async function passwordFor(username: string): Promise<string> {
  const fromEnv = adminEnv.parse(process.env).ADMIN_PASSWORD;
  if (fromEnv !== undefined) return checkAdminPassword(fromEnv);
  const password = checkAdminPassword(await readPassword(`Password for ${username}: `));
  if (process.stdin.isTTY && (await readPassword('Repeat the password: ')) !== password) {
    throw new CliError('Passwords do not match');
  }
  return password;
}

async function run(cmd: AdminCommand) {
  const config = loadConfig();
  // opened first: when the server holds the embedded database this stops before any prompt
  const database = await openConfiguredDatabase(config);
  try {
    if (cmd.command === 'promote') {
      const { user, changed } = await promoteAdmin(database.db, cmd.username);
      console.log(
        changed ? `${user.username} is now an admin.` : `${user.username} is already an admin.`,
      );
      return;
    }
    const password = await passwordFor(cmd.username);
    const user = await createAdmin(database.db, cmd, password);
    console.log(`Created admin ${user.username} <${user.email}> (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

/** `npm run admin -- create --username U --email E [--name N]` and `npm run admin -- promote U`. */
runCli(() => run(parseAdminArgs(process.argv.slice(2))));
