import { postgresRestart } from './postgres-restart.ts';
import { sigtermUnderLoad } from './sigterm.ts';

/**
 * `npm run chaos [-- <scenario> ...]`: the fault scenarios too long for `npm test`, each printing
 * its figures and PASS/FAIL lines; exits 1 when any check failed. Loopback targets only.
 */
const SCENARIOS: Record<string, () => Promise<boolean>> = {
  'postgres-restart': postgresRestart,
  sigterm: sigtermUnderLoad,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in SCENARIOS));
if (unknown.length) {
  console.error(
    `Unknown scenario: ${unknown.join(', ')}. Scenarios: ${Object.keys(SCENARIOS).join(', ')}`,
  );
  process.exit(1);
}
let passed = true;
for (const name of wanted.length ? wanted : Object.keys(SCENARIOS)) {
  passed = (await SCENARIOS[name]!()) && passed;
}
process.exit(passed ? 0 : 1);
