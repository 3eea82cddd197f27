import { copyFile, mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OCR_LANGUAGES } from '@mandap/shared/limits';

/** The traineddata build we ship (LSTM, integer: small and fast); part of every cache key. */
export const TESSDATA_VERSION = '4.0.0_best_int';

/**
 * The data the browser downloads (decision 0039): tesseract's 'fast' LSTM models without their
 * word lists, made by make-browser-tessdata.ts and kept in browser-tessdata/; 1.5 MB gzipped for
 * the three languages instead of 6 MB. The server, which decides, keeps the `best_int` models.
 */
export const BROWSER_TESSDATA_VERSION = '4.1.0_fast_nodict';

/** Where the browser's language data is kept: `<lang>.traineddata.gz` files. */
export const BROWSER_TESSDATA_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'browser-tessdata',
);

const require = createRequire(import.meta.url);

/** Where an npm data package keeps one language's gzipped traineddata. */
export function packagedTraineddata(lang: string): string {
  const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  return path.join(pkg, TESSDATA_VERSION, `${lang}.traineddata.gz`);
}

/**
 * Gathers eng, hin and tel into DATA_DIR/tessdata/<version>/ (tesseract.js reads all languages
 * from one folder), copying from the npm data packages when missing. Returns the folder.
 */
export async function ensureTessdata(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'tessdata', TESSDATA_VERSION);
  await mkdir(dir, { recursive: true });
  for (const lang of OCR_LANGUAGES) {
    const target = path.join(dir, `${lang}.traineddata.gz`);
    const exists = await stat(target).then(
      (s) => s.size > 0,
      () => false,
    );
    if (!exists) await copyFile(packagedTraineddata(lang), target);
  }
  return dir;
}
