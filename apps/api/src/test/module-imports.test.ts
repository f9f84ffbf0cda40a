import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Feature modules may use one another, but never in a circle: a cycle means two modules are one
// feature split in two, or a rule living in the wrong place (issue "One feature, one name").
// What a module lets others use is what its index.ts exports: a module imports another, and
// modules/index.ts imports each, only through that file (issue 25). Below them, src/platform (infrastructure) and src/lib
// (helpers) never reach up into a feature.

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files a production file imports, as paths relative to src/ (relative imports only). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)].map(([, spec]) =>
    relative(SRC, resolve(dirname(file), spec ?? '')),
  );
}

/** The unit a src/ path belongs to: `modules/<name>` for a feature, else its top folder. */
function unitOf(path: string): string {
  const [top, name] = path.split('/');
  return top === 'modules' && name && !name.endsWith('.ts') ? `modules/${name}` : (top ?? path);
}

/** unit -> the other units its production files import. */
function importGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const unit = unitOf(relative(SRC, file));
    const uses = graph.get(unit) ?? new Set<string>();
    graph.set(unit, uses);
    for (const target of importsOf(file).map(unitOf)) if (target !== unit) uses.add(target);
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

/** Imports of a module's files from another module that do not go through its index.ts. */
function pastTheIndex(root: string): string[] {
  return sourceFiles(join(root, 'modules')).flatMap((file) => {
    const from = relative(SRC, file);
    return importsOf(file)
      .filter((target) => {
        const [top, name, ...rest] = target.split('/');
        if (top !== 'modules' || !name || rest.length === 0) return false;
        return !from.startsWith(`modules/${name}/`) && rest.join('/') !== 'index.ts';
      })
      .map((target) => `${from} -> ${target}`);
  });
}

const featureModules = (graph: Map<string, Set<string>>) =>
  new Map(
    [...graph]
      .filter(([unit]) => unit.startsWith('modules/'))
      .map(([unit, uses]) => [unit, new Set([...uses].filter((u) => u.startsWith('modules/')))]),
  );

describe('module imports', () => {
  const graph = importGraph(SRC);

  it('finds a cycle when there is one', () => {
    const cyclic = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(cyclic)).toEqual(['a -> b -> c -> a']);
  });

  it('reads nested imports of a module', () => {
    expect(unitOf('modules/reservations/reservation-service.ts')).toBe('modules/reservations');
    expect(unitOf('platform/payments/simulated/routes.ts')).toBe('platform');
    expect(graph.get('modules/reservations')).toContain('modules/events');
    expect(graph.get('modules/reviews')).toContain('modules/reservations');
  });

  it('has no cycle between the feature modules', () => {
    const modules = featureModules(graph);
    expect(modules.size).toBeGreaterThan(5);
    expect(cycles(modules)).toEqual([]);
  });

  it('reaches into a module only through its index.ts', () => {
    expect(pastTheIndex(SRC)).toEqual([]);
    for (const unit of featureModules(graph).keys()) {
      expect(existsSync(join(SRC, unit, 'index.ts')), `${unit}/index.ts`).toBe(true);
    }
  });

  it('keeps platform and lib below the features', () => {
    const upward = ['platform', 'lib'].flatMap((unit) =>
      [...(graph.get(unit) ?? [])]
        .filter(
          (target) => target.startsWith('modules/') || (unit === 'lib' && target === 'platform'),
        )
        .map((target) => `${unit} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
