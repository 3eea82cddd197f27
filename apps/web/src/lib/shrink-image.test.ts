import { describe, expect, it } from 'vitest';
import { formatFileSize, jpegName, ShrinkError, shrinkImage } from './shrink-image';
import { fakeCanvas } from './test/fake-canvas';

const MB = 1024 * 1024;
const LIMIT = 2 * MB;

function photo(name: string, type = 'image/jpeg') {
  return new File(['not really a photo'], name, { type });
}

async function refusal(promise: Promise<unknown>): Promise<ShrinkError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ShrinkError)) throw new Error(`Expected a ShrinkError, got ${error}`);
  return error;
}

describe('shrinking an image to fit a limit', () => {
  it('draws a large photo at most 2560 px long on white and encodes it as JPEG', async () => {
    const canvas = fakeCanvas({ width: 4000, height: 3000, bytesPerPixel: () => 0.2 });
    const shrunk = await shrinkImage(photo('stage.jpg'), LIMIT);
    expect(canvas.encodes).toEqual([
      {
        width: 2560,
        height: 1920,
        quality: 0.85,
        type: 'image/jpeg',
        calls: ['fillRect #ffffff', 'drawImage 2560x1920 high'],
      },
    ]);
    expect(shrunk.name).toBe('stage.jpg');
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.size).toBe(Math.round(2560 * 1920 * 0.2));
    expect(canvas.closed).toEqual(['stage.jpg']);
  });

  it('lowers the quality before the size', async () => {
    const canvas = fakeCanvas({
      width: 3000,
      height: 4000,
      bytesPerPixel: (quality) => (quality > 0.8 ? 0.5 : 0.3),
    });
    const shrunk = await shrinkImage(photo('portrait.jpg'), LIMIT);
    expect(canvas.encodes.map(({ width, height, quality }) => [width, height, quality])).toEqual([
      [1920, 2560, 0.85],
      [1920, 2560, 0.7],
    ]);
    expect(shrunk.size).toBeLessThanOrEqual(LIMIT);
  });

  it('then scales down, keeping the aspect ratio, until it fits', async () => {
    const canvas = fakeCanvas({ width: 4000, height: 3000, bytesPerPixel: () => 1 });
    const shrunk = await shrinkImage(photo('noisy.jpg'), LIMIT);
    const sizes = canvas.encodes.map(({ width, height }) => [width, height] as const);
    expect(sizes.length).toBeGreaterThan(2);
    for (const [width, height] of sizes) expect(width / height).toBeCloseTo(4 / 3, 2);
    const [lastWidth = 0, lastHeight = 0] = sizes.at(-1) ?? [];
    expect(lastWidth * lastHeight).toBeLessThanOrEqual(LIMIT);
    expect(lastWidth).toBeLessThan(2560);
    expect(shrunk.size).toBe(lastWidth * lastHeight);
    expect(shrunk.size).toBeLessThanOrEqual(LIMIT);
  });

  it('never enlarges a photo that is small but heavy', async () => {
    const canvas = fakeCanvas({ width: 800, height: 600, bytesPerPixel: () => 1 });
    await shrinkImage(photo('small.jpg'), LIMIT);
    expect(canvas.encodes[0]).toMatchObject({ width: 800, height: 600 });
  });

  it('turns a PNG into a JPEG named .jpg', async () => {
    fakeCanvas({ width: 2000, height: 1000, bytesPerPixel: () => 0.5 });
    const shrunk = await shrinkImage(photo('banner.png', 'image/png'), LIMIT);
    expect(shrunk.name).toBe('banner.jpg');
    expect(shrunk.type).toBe('image/jpeg');
  });

  it('refuses a file the browser cannot decode', async () => {
    const canvas = fakeCanvas({
      width: 10,
      height: 10,
      bytesPerPixel: () => 1,
      unreadable: ['x.jpg'],
    });
    const error = await refusal(shrinkImage(photo('x.jpg'), LIMIT));
    expect(error.reason).toBe('unreadable');
    expect(canvas.encodes).toEqual([]);
  });

  it('gives up at 480 px when even that does not fit, and frees the picture', async () => {
    const canvas = fakeCanvas({ width: 1000, height: 750, bytesPerPixel: () => 20 });
    const error = await refusal(shrinkImage(photo('huge.jpg'), LIMIT));
    expect(error.reason).toBe('too-large');
    expect(canvas.encodes.at(-1)).toMatchObject({ width: 480, height: 360 });
    expect(canvas.closed).toEqual(['huge.jpg']);
  });
});

describe('names and sizes', () => {
  it.each([
    ['a.png', 'a.jpg'],
    ['a.PNG', 'a.jpg'],
    ['a.jpeg', 'a.jpeg'],
    ['a.JPG', 'a.JPG'],
    ['photo', 'photo.jpg'],
    ['my.holiday.png', 'my.holiday.jpg'],
  ])('%s becomes %s', (name, expected) => {
    expect(jpegName(name)).toBe(expected);
  });

  it.each([
    [Math.round(3.9 * MB), '3.9 MB'],
    [2 * MB, '2.0 MB'],
    [640 * 1024, '640 KB'],
    [10, '1 KB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
