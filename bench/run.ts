// `npm run bench`: every scenario, each measured against its baseline in the same run.
// BENCH_SECONDS sets the length of each measured run (default 10).
import { catalogueBenchmark } from './catalogue';
import { ocrBenchmark } from './ocr';
import { uploadMemoryBenchmark } from './upload-memory';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
console.log(`Mandap benchmarks, ${seconds} s per measured run, node ${process.version}`);
const catalogue = await catalogueBenchmark(seconds);
for (const line of catalogue.lines) console.log(line);
const uploadMemory = await uploadMemoryBenchmark();
for (const line of uploadMemory.lines) console.log(line);
const ocr = await ocrBenchmark();
for (const line of ocr.lines) console.log(line);
process.exit(0);
