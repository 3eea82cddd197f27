/** The test files under `dirs` of `root` whose names match `testFile`, each with its source. */
export function testFiles(
  root: string,
  dirs: string[],
  testFile: RegExp,
): { file: string; source: string }[];
/** A test file that replaces a module or says it needs a module graph of its own. */
export const NEEDS_ISOLATION: RegExp;
