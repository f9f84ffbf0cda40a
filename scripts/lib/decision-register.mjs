// The register of decisions: every record in docs/decisions starts with its Status and Date
// lines and has a row in docs/decisions/README.md.

const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;
const STATUS =
  /^Status: (Accepted|Accepted; amended by \d{3}|(Partly superseded|Superseded) by \d{3})\b/;
const DATE = /^Date: \d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with the register, one message per problem.
 * @param {{ name: string, text: string }[]} records the files of docs/decisions but its README
 * @param {string} index the text of docs/decisions/README.md
 * @returns {string[]}
 */
export function registerProblems(records, index) {
  const problems = [];
  const numbers = new Map();
  for (const { name, text } of records) {
    const match = RECORD.exec(name);
    if (!match) {
      problems.push(`${name}: a record is named NNN-title.md`);
      continue;
    }
    const number = match[1];
    if (numbers.has(number)) problems.push(`${name}: ${numbers.get(number)} has number ${number}`);
    numbers.set(number, name);
    const [title = '', blank, status = '', date = ''] = text.split('\n');
    if (!title.startsWith(`# ${number} `))
      problems.push(`${name}: its title starts "# ${number} "`);
    if (blank !== '' || !STATUS.test(status) || !DATE.test(date)) {
      problems.push(`${name}: after the title, a blank line, "Status: ..." and "Date: YYYY-MM-DD"`);
    }
    if (!index.includes(`](${name})`)) problems.push(`${name}: no row in docs/decisions/README.md`);
  }
  return problems;
}
