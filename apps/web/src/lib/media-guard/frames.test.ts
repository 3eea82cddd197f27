import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  encodePgm,
  type FrameVideo,
  median3,
  ocrSize,
  showFrame,
  toGrey,
  VideoLoadError,
  videoFrameForOcr,
} from './frames';
import { blobBytes } from './test/read-blob';

// Canvas drawing and video decoding need a real browser (the e2e tests cover them); here the
// arithmetic, the PGM file and the <video> event sequence are checked with a fake element.

describe('ocrSize', () => {
  it('scales the longest side down to 1200 px, keeping the shape', () => {
    expect(ocrSize(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(ocrSize(3000, 4000)).toEqual({ width: 900, height: 1200 });
    expect(ocrSize(1920, 1080)).toEqual({ width: 1200, height: 675 });
  });

  it('never enlarges a small image', () => {
    expect(ocrSize(1000, 640)).toEqual({ width: 1000, height: 640 });
    expect(ocrSize(1200, 10)).toEqual({ width: 1200, height: 10 });
  });

  it('keeps a very thin image at least a pixel wide', () => {
    expect(ocrSize(12000, 3)).toEqual({ width: 1200, height: 1 });
  });

  it('refuses an image with no pixels', () => {
    expect(() => ocrSize(0, 0)).toThrow();
    expect(() => ocrSize(Number.NaN, 10)).toThrow();
  });
});

describe('toGrey', () => {
  it('weighs red, green and blue as BT.601 luma', () => {
    const rgba = new Uint8ClampedArray([
      255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
    ]);
    expect(Array.from(toGrey(rgba, 5))).toEqual([255, 0, 77, 149, 29]);
  });
});

describe('median3', () => {
  function bruteForce(grey: Uint8Array, width: number, height: number): number[] {
    return Array.from(grey, (value, i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return value;
      const around: number[] = [];
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) around.push(grey[(y + dy) * width + x + dx] ?? 0);
      }
      return around.sort((a, b) => a - b)[4] ?? 0;
    });
  }

  it('matches a sort of every 3x3 neighbourhood', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 256;
    };
    const width = 23;
    const height = 17;
    const grey = Uint8Array.from({ length: width * height }, random);
    expect(Array.from(median3(grey, width, height))).toEqual(bruteForce(grey, width, height));
  });

  it('removes a lone speck of grain and keeps a stroke two pixels wide', () => {
    const width = 6;
    // A white field with one dark speck at (1, 1) and a dark stroke in columns 3 and 4.
    const W = 255;
    // biome-ignore format: the rows of the picture
    const grey = Uint8Array.from([
      W, W, W, 0, 0, W,
      W, 0, W, 0, 0, W,
      W, W, W, 0, 0, W,
      W, W, W, 0, 0, W,
      W, W, W, W, W, W,
    ]);
    const out = median3(grey, width, 5);
    expect(out[width + 1]).toBe(W);
    expect(out[2 * width + 3]).toBe(0);
    expect(out[2 * width + 4]).toBe(0);
  });

  it('does not change the input and copes with images too small to filter', () => {
    const grey = Uint8Array.from([1, 2, 3, 4]);
    expect(Array.from(median3(grey, 2, 2))).toEqual([1, 2, 3, 4]);
    expect(Array.from(grey)).toEqual([1, 2, 3, 4]);
  });
});

describe('encodePgm', () => {
  it('writes a binary greymap: header, then one byte a pixel', async () => {
    const pgm = encodePgm(Uint8Array.from([0, 128, 255, 7, 8, 9]), 3, 2);
    const bytes = await blobBytes(pgm);
    const header = 'P5\n3 2\n255\n';
    expect(new TextDecoder().decode(bytes.slice(0, header.length))).toBe(header);
    expect(Array.from(bytes.slice(header.length))).toEqual([0, 128, 255, 7, 8, 9]);
  });
});

/** A stand-in <video>: records what is asked of it and fires events when the test says. */
class FakeVideo extends EventTarget implements FrameVideo {
  src = '';
  muted = false;
  preload = '';
  playsInline = false;
  duration = Number.NaN;
  readyState = 0;
  videoWidth = 0;
  videoHeight = 0;
  seeks: number[] = [];
  removed: string[] = [];
  loads = 0;
  #currentTime = 0;

  get currentTime() {
    return this.#currentTime;
  }

  set currentTime(value: number) {
    this.#currentTime = value;
    this.seeks.push(value);
  }

  removeAttribute(name: string) {
    this.removed.push(name);
    if (name === 'src') this.src = '';
  }

  load() {
    this.loads += 1;
  }

  /** The first frame decoded: size, duration and readyState known. */
  loaded(duration: number, width = 1920, height = 1080) {
    this.duration = duration;
    this.videoWidth = width;
    this.videoHeight = height;
    this.readyState = 4;
    this.dispatchEvent(new Event('loadeddata'));
  }

  fire(name: string) {
    this.dispatchEvent(new Event(name));
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the file muted and seeks to 1 second', async () => {
    const video = new FakeVideo();
    const shown = showFrame(video, 'blob:test/1');
    expect(video).toMatchObject({ src: 'blob:test/1', muted: true, preload: 'auto' });
    video.loaded(12.5);
    await tick();
    expect(video.seeks).toEqual([1]);
    video.fire('seeked');
    await expect(shown).resolves.toBeUndefined();
  });

  it('uses the first frame of a clip shorter than a second', async () => {
    const video = new FakeVideo();
    const shown = showFrame(video, 'blob:test/1');
    video.loaded(0.6);
    await expect(shown).resolves.toBeUndefined();
    expect(video.seeks).toEqual([]);
  });

  it('seeks to 1 second when the length is unknown', async () => {
    const video = new FakeVideo();
    const shown = showFrame(video, 'blob:test/1');
    video.loaded(Number.POSITIVE_INFINITY);
    await tick();
    expect(video.seeks).toEqual([1]);
    video.fire('seeked');
    await expect(shown).resolves.toBeUndefined();
  });

  it('rejects with VideoLoadError when the browser cannot load the file', async () => {
    const video = new FakeVideo();
    const shown = showFrame(video, 'blob:test/1');
    video.fire('error');
    await expect(shown).rejects.toBeInstanceOf(VideoLoadError);
  });

  it('rejects when seeking fails', async () => {
    const video = new FakeVideo();
    const shown = showFrame(video, 'blob:test/1');
    video.loaded(30);
    await tick();
    video.fire('error');
    await expect(shown).rejects.toBeInstanceOf(VideoLoadError);
  });

  it('rejects a file with sound but no picture', async () => {
    const video = new FakeVideo();
    const shown = showFrame(video, 'blob:test/1');
    video.loaded(0.5, 0, 0);
    await expect(shown).rejects.toThrow('no picture');
  });

  it('gives up on a file that never loads', async () => {
    vi.useFakeTimers();
    const video = new FakeVideo();
    const shown = showFrame(video, 'blob:test/1', 1, 5_000);
    const outcome = expect(shown).rejects.toBeInstanceOf(VideoLoadError);
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
  });
});

describe('videoFrameForOcr', () => {
  it('revokes the object URL and lets go of the file when loading fails', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/video');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const video = new FakeVideo();
    // The fake is never drawn: it fails before a frame exists.
    const make = () => video as unknown as FrameVideo & CanvasImageSource;
    const frame = videoFrameForOcr(new Blob(['not a video']), make);
    await tick();
    video.fire('error');
    await expect(frame).rejects.toBeInstanceOf(VideoLoadError);
    expect(revoke).toHaveBeenCalledWith('blob:test/video');
    expect(video.removed).toContain('src');
    expect(video.loads).toBe(1);
  });
});
