import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blur3,
  encodePgm,
  type FrameVideo,
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

describe('blur3', () => {
  it('spreads a point with the weights 3, 5, 3 across and down, as sharp().blur(1) does', () => {
    const grey = new Uint8Array(25);
    grey[12] = 242; // the centre of a 5x5 picture: 242 = 2 * 121
    // biome-ignore format: the rows of the picture
    expect(Array.from(blur3(grey, 5, 5))).toEqual([
      0, 0, 0, 0, 0,
      0, 18, 30, 18, 0,
      0, 30, 50, 30, 0,
      0, 18, 30, 18, 0,
      0, 0, 0, 0, 0,
    ]);
  });

  it('keeps an even field even, to the edges', () => {
    const grey = new Uint8Array(6 * 4).fill(200);
    expect(Array.from(blur3(grey, 6, 4))).toEqual(Array(24).fill(200));
  });

  it('fades a lone speck of grain and keeps a stroke two pixels wide', () => {
    const width = 7;
    const W = 255;
    // A white field with one dark speck at (1, 1) and a dark stroke in columns 3 and 4.
    // biome-ignore format: the rows of the picture
    const grey = Uint8Array.from([
      W, W, W, 0, 0, W, W,
      W, 0, W, 0, 0, W, W,
      W, W, W, 0, 0, W, W,
      W, W, W, 0, 0, W, W,
      W, W, W, 0, 0, W, W,
    ]);
    const out = blur3(grey, width, 5);
    expect(out[width + 1]).toBe(202); // the speck is now nearly white
    expect(out[3 * width + 3]).toBe(70); // the stroke is still dark
    expect(out[3 * width + 4]).toBe(70);
    expect(Array.from(grey.subarray(0, 7))).toEqual([W, W, W, 0, 0, W, W]); // input untouched
  });

  it('copes with pictures one pixel wide or high', () => {
    expect(Array.from(blur3(Uint8Array.from([0, 110, 0]), 3, 1))).toEqual([30, 50, 30]);
    expect(Array.from(blur3(Uint8Array.from([0, 110, 0]), 1, 3))).toEqual([30, 50, 30]);
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
