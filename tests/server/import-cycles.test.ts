import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const sources = /\.tsx?$/;

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => sources.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, folder, file));
}

/** The repository's own files a file imports, `import type` and re-exports included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => path.resolve(path.dirname(file), fileName))
    .flatMap((target) =>
      [target, `${target}.ts`, `${target}.tsx`].filter((candidate) => fs.existsSync(candidate)),
    )
    .filter((target) => sources.test(target));
}

/** Each cycle once, as the chain of files from where the search entered it back to that file. */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    const entered = chain.indexOf(file);
    if (entered >= 0) {
      cycles.push([...chain.slice(entered), file].map((step) => path.relative(root, step)));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...chain, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return cycles;
}

describe('the code base keeps its imports one-way (import-x/no-cycle skips type imports)', () => {
  it('has no file that imports, through any chain, the file importing it', () => {
    const files = ['src', 'sw', 'server', 'contract'].flatMap(filesUnder);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(cyclesIn(graph)).toEqual([]);
  });
});
