// jsdom's Blob has neither text() nor arrayBuffer(); its FileReader reads one.

function read(blob: Blob, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      if (result === null) reject(new Error('Nothing was read'));
      else resolve(result);
    };
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

export async function blobText(blob: Blob): Promise<string> {
  return String(await read(blob, 'text'));
}

export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  const result = await read(blob, 'bytes');
  if (typeof result === 'string') throw new Error('Read text, not bytes');
  return new Uint8Array(result);
}
