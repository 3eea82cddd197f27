import { REGISTRATION_MEDIA } from '@mandap/shared/media';
import { describe, expect, it } from 'vitest';
import { claimsAllowedType, selectionProblem } from './media-selection';

const MB = 1024 * 1024;

/** A file that claims `size` bytes without allocating them. */
function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const image = REGISTRATION_MEDIA.image;
const video = REGISTRATION_MEDIA.video;

describe('claimsAllowedType', () => {
  it.each([
    ['a.jpg', 'image/jpeg', true],
    ['a.jpg', 'image/jpg', true],
    ['a.png', 'image/png', true],
    ['a.gif', 'image/gif', true],
    ['a.webp', 'image/webp', true],
    ['a.pdf', 'application/pdf', false],
    ['a.svg', 'image/svg+xml', false],
    ['a.png', '', true],
    ['a.exe', '', false],
    ['png', '', false],
  ])('image %s (%s): %s', (name, type, ok) => {
    expect(claimsAllowedType(file(name, type), 'image', image)).toBe(ok);
  });

  it.each([
    ['a.mp4', 'video/mp4', true],
    ['a.mov', 'video/quicktime', true],
    ['a.avi', 'video/x-msvideo', true],
    ['a.avi', 'video/avi', true],
    ['a.avi', '', true],
    ['a.mkv', 'video/x-matroska', false],
    ['a.png', 'image/png', false],
  ])('video %s (%s): %s', (name, type, ok) => {
    expect(claimsAllowedType(file(name, type), 'video', video)).toBe(ok);
  });
});

describe('selectionProblem', () => {
  it('accepts files within the rules', () => {
    expect(selectionProblem([file('a.png', 'image/png', 5 * MB)], 0, 'image', image)).toBeNull();
  });

  it('refuses an image over 5MB', () => {
    expect(selectionProblem([file('a.png', 'image/png', 5 * MB + 1)], 0, 'image', image)).toBe(
      'Each image must be less than 5MB',
    );
  });

  it('refuses a video over 50MB', () => {
    expect(selectionProblem([file('a.mp4', 'video/mp4', 50 * MB + 1)], 0, 'video', video)).toBe(
      'Each video must be less than 50MB',
    );
  });

  it('refuses a type the form does not accept', () => {
    expect(selectionProblem([file('id.pdf', 'application/pdf')], 0, 'image', image)).toBe(
      image.wrongType,
    );
  });

  it('counts files already chosen', () => {
    const two = [file('a.png', 'image/png'), file('b.png', 'image/png')];
    expect(selectionProblem(two, image.maxFiles - 2, 'image', image)).toBeNull();
    expect(selectionProblem(two, image.maxFiles - 1, 'image', image)).toBe(
      `Please upload at most ${image.maxFiles} images.`,
    );
    expect(selectionProblem(two, video.maxFiles, 'video', video)).toBe(video.wrongType);
  });
});
