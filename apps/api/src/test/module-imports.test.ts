import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Feature modules may use one another, but never in a circle: a cycle means two modules are one
// feature split in two, or a rule living in the wrong place (issue "One feature, one name").

const MODULES = join(import.meta.dirname, '../modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** module -> the other modules its production files import. */
function moduleGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const [module] = relative(root, file).split('/');
    if (!module || module.endsWith('.ts')) continue;
    const uses = graph.get(module) ?? new Set<string>();
    graph.set(module, uses);
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      if (target && target !== module) uses.add(target);
    }
  }
  return graph;
}

/** Every cycle, as the path around it (`a -> b -> a`). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.add([...path, start].join(' -> '));
      else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...found];
}

describe('module imports', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a -> b -> c -> a']);
  });

  it('has no cycle between the feature modules', () => {
    const graph = moduleGraph(MODULES);
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph)).toEqual([]);
  });
});
