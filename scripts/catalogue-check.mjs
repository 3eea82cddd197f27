// The check that the English and Hindi message catalogues hold the same messages (issue 32):
// the Hindi web build runs it before it starts (apps/web/vite.config.ts), so a message missing
// from either language fails the build; the typecheck fails too (packages/shared/src/messages/complete.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CATALOGUES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/shared/src/messages',
);
const EXPORTED = /^export (?:const|function|async function) ([A-Za-z_$][\w$]*)/gm;

/**
 * What differs between the English and Hindi catalogues under `dir`: a file only one language
 * has, or a message (an exported name) only one language's file has. Empty when they agree.
 * @param {string} [dir]
 * @returns {Promise<string[]>}
 */
export async function catalogueProblems(dir = CATALOGUES) {
  /** @param {string} language */
  const files = async (language) =>
    new Set((await readdir(path.join(dir, language))).filter((file) => file.endsWith('.ts')));
  /** @param {string} language @param {string} file */
  const names = async (language, file) => {
    const source = await readFile(path.join(dir, language, file), 'utf8');
    return new Set([...source.matchAll(EXPORTED)].map((match) => match[1]));
  };
  const [en, hi] = await Promise.all([files('en'), files('hi')]);
  const problems = [];
  for (const file of [...new Set([...en, ...hi])].sort()) {
    if (!en.has(file) || !hi.has(file)) {
      problems.push(`${file}: only in ${en.has(file) ? 'en' : 'hi'}`);
      continue;
    }
    const [english, hindi] = await Promise.all([names('en', file), names('hi', file)]);
    for (const name of english)
      if (!hindi.has(name)) problems.push(`${file}: ${name} has no Hindi`);
    for (const name of hindi)
      if (!english.has(name)) problems.push(`${file}: ${name} has no English`);
  }
  return problems;
}
