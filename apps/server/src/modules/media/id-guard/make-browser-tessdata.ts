// Makes browser-tessdata/ (decision 0039): the language data the browser downloads for the ID
// check, from tesseract's 'fast' LSTM models, which no npm package ships. Run once when the
// models change, and commit the output:
//   apt-get install tesseract-ocr-eng tesseract-ocr-hin tesseract-ocr-tel
//   npx tsx apps/server/src/modules/media/id-guard/make-browser-tessdata.ts [tessdata folder]
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { OCR_LANGUAGES } from '@mandap/shared/limits';
import { forBrowser } from './traineddata';

const source = process.argv[2] ?? '/usr/share/tesseract-ocr/5/tessdata';
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser-tessdata');

for (const lang of OCR_LANGUAGES) {
  const data = forBrowser(await readFile(path.join(source, `${lang}.traineddata`)));
  const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
  await writeFile(path.join(target, `${lang}.traineddata.gz`), gz);
  process.stdout.write(`${lang}: ${data.length} bytes, ${gz.length} gzipped\n`);
}
