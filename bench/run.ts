// `npm run bench [-- SCENARIO ...]`: every scenario, or the ones named, each measured against its
// baseline in the same run. BENCH_SECONDS sets the length of each measured run (default 10).
import { catalogueBenchmark } from './catalogue';
import { lighthouseBenchmark } from './lighthouse';
import { ocrBenchmark } from './ocr';
import { scaleBenchmark } from './scale';
import { searchBenchmark } from './search';
import { searchShapesBenchmark } from './search-shapes';
import { storefrontBenchmark } from './storefront';
import { uploadMemoryBenchmark } from './upload-memory';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const SCENARIOS: Record<string, () => Promise<{ lines: string[] }>> = {
  catalogue: () => catalogueBenchmark(seconds),
  'upload-memory': () => uploadMemoryBenchmark(),
  'upload-memory-s3': () => uploadMemoryBenchmark('s3'),
  ocr: () => ocrBenchmark(),
  search: () => searchBenchmark(seconds),
  'search-shapes': () => searchShapesBenchmark(),
  storefront: () => storefrontBenchmark(seconds),
  lighthouse: () => lighthouseBenchmark(),
  // 60 s per run whatever BENCH_SECONDS says: the load run is a minute long.
  scale: () => scaleBenchmark(Number(process.env.SCALE_SECONDS ?? 60)),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SCENARIOS));
if (unknown.length > 0) {
  console.error(
    `Unknown scenario ${unknown.join(', ')}; choose from ${Object.keys(SCENARIOS).join(', ')}.`,
  );
  process.exit(2);
}

console.log(`Mandap benchmarks, ${seconds} s per measured run, node ${process.version}`);
for (const name of asked.length > 0 ? asked : Object.keys(SCENARIOS)) {
  const scenario = SCENARIOS[name];
  if (!scenario) continue;
  const { lines } = await scenario();
  for (const line of lines) console.log(line);
}
process.exit(0);
