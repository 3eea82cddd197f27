// Test files and which of them run in a module graph of their own (decision 0086).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files under `dirs` of `root` whose names match `testFile`, each with its source.
 * @param {string} root
 * @param {string[]} dirs
 * @param {RegExp} testFile
 * @returns {{ file: string; source: string }[]}
 */
export function testFiles(root, dirs, testFile) {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(dir, name))
      .filter((file) => testFile.test(file))
      .map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') })),
  );
}

/**
 * A test file that replaces a module (vi.mock) or says it needs a module graph of its own (the
 * words "isolated test file" in a comment, with why) runs isolated; the others share one module
 * graph per worker and import the app once per worker instead of once per file.
 */
export const NEEDS_ISOLATION = /\bvi\.(?:do)?[mM]ock\(|\bisolated test file\b/;
