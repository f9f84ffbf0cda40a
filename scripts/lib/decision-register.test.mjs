import { describe, expect, it } from 'vitest';
import { registerProblems } from './decision-register.mjs';

const record = (number, status = 'Accepted', date = '2026-11-26') =>
  `# ${number} A title\n\nStatus: ${status}\nDate: ${date}\n\n## Context\n`;
const INDEX = '| [001](001-a.md) | ... |\n| [002](002-b.md) | ... |\n';

describe('registerProblems', () => {
  it('accepts records with their status, date and index row', () => {
    const records = [
      { name: '001-a.md', text: record('001', 'Partly superseded by 002 (the seat)') },
      { name: '002-b.md', text: record('002', 'Accepted; amended by 003') },
    ];
    expect(registerProblems(records, INDEX)).toEqual([]);
  });

  it('names each record that lacks a status, a date, a title number or a row', () => {
    const records = [
      { name: '001-a.md', text: '# 001 A title\n\nDate: 2026-11-26\n' },
      { name: '002-b.md', text: record('002', 'accepted') },
      { name: '003-c.md', text: record('003', 'Superseded by 004', '26 November') },
      { name: '004-d.md', text: record('010') },
      { name: 'notes.md', text: '' },
    ];
    expect(registerProblems(records, INDEX)).toEqual([
      '001-a.md: after the title, a blank line, "Status: ..." and "Date: YYYY-MM-DD"',
      '002-b.md: after the title, a blank line, "Status: ..." and "Date: YYYY-MM-DD"',
      '003-c.md: after the title, a blank line, "Status: ..." and "Date: YYYY-MM-DD"',
      '003-c.md: no row in docs/decisions/README.md',
      '004-d.md: its title starts "# 004 "',
      '004-d.md: no row in docs/decisions/README.md',
      'notes.md: a record is named NNN-title.md',
    ]);
  });

  it('refuses two records with one number', () => {
    const records = [
      { name: '001-a.md', text: record('001') },
      { name: '001-b.md', text: record('001') },
    ];
    expect(registerProblems(records, '](001-a.md)](001-b.md)')).toEqual([
      '001-b.md: 001-a.md has number 001',
    ]);
  });
});
