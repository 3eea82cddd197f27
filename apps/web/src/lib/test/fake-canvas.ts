import { vi } from 'vitest';

/** What one JPEG encode drew and asked for. */
export interface FakeEncode {
  width: number;
  height: number;
  quality: number;
  type: string;
  /** The canvas calls in order, e.g. 'fillRect #ffffff', 'drawImage 2560x1920'. */
  calls: string[];
}

interface FakeCanvasOptions {
  /** The size every decodable file has once decoded. */
  width: number;
  height: number;
  /** How many bytes a JPEG of one pixel takes at a quality: the encoder's output size. */
  bytesPerPixel: (quality: number) => number;
  /** Files the fake browser cannot decode, by name. */
  unreadable?: readonly string[];
}

/**
 * jsdom has no image decoding and no canvas: this stands in for the browser's
 * createImageBitmap and OffscreenCanvas (only those), so the code under test runs as it does in
 * a browser. Each encode returns a JPEG blob of the size `bytesPerPixel` makes. Globals are
 * restored after every test (src/test/setup.ts).
 */
export function fakeCanvas(options: FakeCanvasOptions) {
  const encodes: FakeEncode[] = [];
  const decoded: string[] = [];
  const closed: string[] = [];

  vi.stubGlobal('createImageBitmap', async (file: File) => {
    if (options.unreadable?.includes(file.name)) {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }
    decoded.push(file.name);
    return {
      width: options.width,
      height: options.height,
      close: () => closed.push(file.name),
    };
  });

  class FakeOffscreenCanvas {
    private readonly calls: string[] = [];
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}

    getContext(kind: string) {
      if (kind !== '2d') return null;
      const calls = this.calls;
      return {
        fillStyle: '',
        imageSmoothingQuality: 'low',
        fillRect(_x: number, _y: number, _w: number, _h: number) {
          calls.push(`fillRect ${this.fillStyle}`);
        },
        drawImage(_image: unknown, _x: number, _y: number, w: number, h: number) {
          calls.push(`drawImage ${w}x${h} ${this.imageSmoothingQuality}`);
        },
      };
    }

    async convertToBlob({ type = 'image/png', quality = 1 }: { type?: string; quality?: number }) {
      encodes.push({
        width: this.width,
        height: this.height,
        quality,
        type,
        calls: [...this.calls],
      });
      const bytes = Math.round(this.width * this.height * options.bytesPerPixel(quality));
      return new Blob([new Uint8Array(bytes)], { type });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);

  return { encodes, decoded, closed };
}
