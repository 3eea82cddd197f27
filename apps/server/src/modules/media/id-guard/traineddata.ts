// Tesseract's .traineddata container: an int32 count of entries, an int64 offset per entry (-1
// when absent; little-endian), then the entries' bytes in order. Enough of it to rewrite the
// files the browser downloads (decision 0039).

/** Entry numbers of the container (tesseract's TessdataType), the ones we touch. */
export const TESSDATA_ENTRY = { langConfig: 0, lstm: 17, lstmSystemDawg: 19 } as const;

/** The entries of a traineddata file, by entry number; absent ones are undefined. */
export function readTraineddata(file: Uint8Array): (Uint8Array | undefined)[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const count = view.getInt32(0, true);
  if (count <= 0 || count > 100) throw new Error('Not a traineddata file');
  const offsets = Array.from({ length: count }, (_, i) =>
    Number(view.getBigInt64(4 + 8 * i, true)),
  );
  const present = offsets.flatMap((offset, entry) => (offset >= 0 ? [{ entry, offset }] : []));
  const entries: (Uint8Array | undefined)[] = new Array(count).fill(undefined);
  present.forEach(({ entry, offset }, i) => {
    const end = present[i + 1]?.offset ?? file.byteLength;
    if (offset > end || end > file.byteLength)
      throw new Error('A traineddata offset is out of range');
    entries[entry] = file.subarray(offset, end);
  });
  return entries;
}

/** A traineddata file made of `entries` (undefined ones left out). */
export function writeTraineddata(entries: readonly (Uint8Array | undefined)[]): Buffer {
  const header = Buffer.alloc(4 + 8 * entries.length);
  header.writeInt32LE(entries.length, 0);
  let position = header.length;
  entries.forEach((entry, i) => {
    header.writeBigInt64LE(entry ? BigInt(position) : -1n, 4 + 8 * i);
    position += entry?.length ?? 0;
  });
  return Buffer.concat([header, ...entries.filter((e): e is Uint8Array => e !== undefined)]);
}

/**
 * Settings of a language's config that only tesseract's legacy engine has: the LSTM-only build
 * the browser runs answers each with 'Parameter not found' on the console.
 */
export const LEGACY_ONLY_SETTINGS: readonly string[] = [
  'classify_misfit_junk_penalty',
  'merge_fragments_in_matrix',
  'segment_nonalphabetic_script',
];

/**
 * The traineddata the browser gets: without the word list (the system dictionary is most of
 * eng's and tel's bytes, and the ID check matches its own terms), and without the legacy-engine
 * settings of the language config.
 */
export function forBrowser(file: Uint8Array): Buffer {
  const entries = readTraineddata(file);
  entries[TESSDATA_ENTRY.lstmSystemDawg] = undefined;
  const config = entries[TESSDATA_ENTRY.langConfig];
  if (config) {
    const kept = Buffer.from(config)
      .toString('utf8')
      .split('\n')
      .filter((line) => !LEGACY_ONLY_SETTINGS.includes(line.trim().split(/\s+/)[0] ?? ''))
      .join('\n');
    entries[TESSDATA_ENTRY.langConfig] = Buffer.from(kept, 'utf8');
  }
  return writeTraineddata(entries);
}
