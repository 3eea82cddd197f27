import { ID_GUARD_MESSAGES } from '@mandap/shared/id-guard/messages';
import { describe, expect, it, vi } from 'vitest';
import { createMediaChecker, type MediaCheckDeps, type MediaCheckProgress } from './check-media';
import { blobText } from './test/read-blob';

// Text recognition cannot run under jsdom: the recogniser and the image and frame preparation
// are replaced by fakes. A prepared image is a Blob whose text is what the fake OCR 'reads'.

const ID_TEXT = 'GOVERNMENT OF INDIA\nRahul Sharma\nDOB: 14/08/1991\n4821 7730 1956';
const BENIGN_TEXT = 'Priya weds Rahul\nSaturday, 12 December 2026';

function image(name: string, text: string): File {
  return new File([text], name, { type: 'image/jpeg' });
}

function video(name: string, frameText: string): File {
  return new File([frameText], name, { type: 'video/mp4' });
}

/** Fakes that 'prepare' a file as its own contents and 'read' a blob's contents back. */
function fakes(overrides: Partial<MediaCheckDeps> = {}) {
  const recognised: string[] = [];
  const deps: MediaCheckDeps = {
    prepareImage: vi.fn(async (file: File) => new Blob([await blobText(file)])),
    videoFrame: vi.fn(async (file: File) => new Blob([await blobText(file)])),
    recognise: vi.fn(async (blob: Blob) => {
      const text = await blobText(blob);
      recognised.push(text);
      return text;
    }),
    ...overrides,
  };
  return { deps, recognised, check: createMediaChecker(deps) };
}

describe('images', () => {
  it('passes images with no identity-document text', async () => {
    const { check, deps } = fakes();
    const files = [image('invite.jpg', BENIGN_TEXT), image('menu.jpg', 'Paneer Tikka ₹280')];
    await expect(check(files, 'image')).resolves.toEqual({ ok: true });
    expect(deps.prepareImage).toHaveBeenCalledTimes(2);
    expect(deps.recognise).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['registration', ID_GUARD_MESSAGES.registration.imageBlocked],
    ['editMedia', ID_GUARD_MESSAGES.editMedia.imageBlocked],
  ] as const)('blocks an ID card on the %s form', async (form, message) => {
    const { check } = fakes();
    await expect(check([image('card.jpg', ID_TEXT)], 'image', form)).resolves.toEqual({
      ok: false,
      message,
    });
    expect(message).toBe('Upload blocked: Government-issued documents are not allowed.');
  });

  it('uses the shared rules: a weak term alone passes, two together block', async () => {
    const { check } = fakes();
    await expect(check([image('banner.jpg', 'Gender Reveal Party')], 'image')).resolves.toEqual({
      ok: true,
    });
    await expect(
      check([image('card.jpg', 'Name: Asha\nGender: Female')], 'image'),
    ).resolves.toEqual({ ok: false, message: ID_GUARD_MESSAGES.registration.imageBlocked });
  });

  it('refuses the selection when any one image is an ID, and stops there', async () => {
    const { check, recognised } = fakes();
    const files = [
      image('a.jpg', BENIGN_TEXT),
      image('card.jpg', ID_TEXT),
      image('c.jpg', BENIGN_TEXT),
    ];
    await expect(check(files, 'image')).resolves.toEqual({
      ok: false,
      message: ID_GUARD_MESSAGES.registration.imageBlocked,
    });
    expect(recognised).toEqual([BENIGN_TEXT, ID_TEXT]);
  });

  it("says 'Could not verify image content.' when recognition fails", async () => {
    const { check } = fakes({ recognise: vi.fn().mockRejectedValue(new Error('worker died')) });
    await expect(check([image('a.jpg', BENIGN_TEXT)], 'image')).resolves.toEqual({
      ok: false,
      message: 'Could not verify image content.',
    });
  });

  it('fails closed when the image cannot be decoded', async () => {
    const { check, deps } = fakes({
      prepareImage: vi.fn().mockRejectedValue(new DOMException('bad image', 'InvalidStateError')),
    });
    await expect(check([image('a.jpg', '')], 'image', 'editMedia')).resolves.toEqual({
      ok: false,
      message: ID_GUARD_MESSAGES.editMedia.imageFailed,
    });
    expect(deps.recognise).not.toHaveBeenCalled();
  });
});

describe('videos', () => {
  it('checks the frame of every selected video, not only the first (R7)', async () => {
    const { check, deps } = fakes();
    const files = [
      video('a.mp4', BENIGN_TEXT),
      video('b.mp4', 'Sangeet night'),
      video('c.mp4', ''),
    ];
    await expect(check(files, 'video')).resolves.toEqual({ ok: true });
    expect(vi.mocked(deps.videoFrame).mock.calls.map(([file]) => file.name)).toEqual([
      'a.mp4',
      'b.mp4',
      'c.mp4',
    ]);
    expect(deps.recognise).toHaveBeenCalledTimes(3);
    expect(deps.prepareImage).not.toHaveBeenCalled();
  });

  it('blocks a selection whose third video shows an ID', async () => {
    const { check } = fakes();
    const files = [video('a.mp4', BENIGN_TEXT), video('b.mp4', ''), video('c.mp4', ID_TEXT)];
    await expect(check(files, 'video')).resolves.toEqual({
      ok: false,
      message: 'Upload blocked: Video may contain government-issued ID.',
    });
  });

  it('words the block as Edit Media does', async () => {
    const { check } = fakes();
    await expect(check([video('a.mp4', ID_TEXT)], 'video', 'editMedia')).resolves.toEqual({
      ok: false,
      message: 'Upload blocked: Video thumbnail appears to contain government ID text.',
    });
  });

  it.each([
    ['registration', 'Error loading video file.'],
    ['editMedia', 'Error loading video file.'],
  ] as const)("says '%s' load failure as '%s'", async (form, message) => {
    const { check, deps } = fakes({
      videoFrame: vi.fn().mockRejectedValue(new Error('MEDIA_ERR_SRC_NOT_SUPPORTED')),
    });
    await expect(check([video('a.avi', '')], 'video', form)).resolves.toEqual({
      ok: false,
      message,
    });
    expect(deps.recognise).not.toHaveBeenCalled();
  });

  it('lets an AVI the browser cannot decode go on to the server check', async () => {
    const { check, deps } = fakes({
      videoFrame: vi.fn().mockRejectedValue(new Error('MEDIA_ERR_SRC_NOT_SUPPORTED')),
    });
    const avi = new File(['RIFF....AVI '], 'baraat.avi', { type: 'video/x-msvideo' });
    const untyped = new File(['RIFF....AVI '], 'sangeet.AVI', { type: '' });
    await expect(check([avi, untyped], 'video')).resolves.toEqual({ ok: true });
    expect(deps.recognise).not.toHaveBeenCalled();
  });

  it.each([
    ['registration', 'Could not verify video content.'],
    ['editMedia', 'Could not verify video thumbnail content.'],
  ] as const)('a recognition failure on the %s form says %s', async (form, message) => {
    const { check } = fakes({ recognise: vi.fn().mockRejectedValue(new Error('timeout')) });
    await expect(check([video('a.mp4', BENIGN_TEXT)], 'video', form)).resolves.toEqual({
      ok: false,
      message,
    });
  });
});

describe('progress', () => {
  it('reports each file as its check starts, in order', async () => {
    const events: string[] = [];
    const { check } = fakes({
      recognise: vi.fn(async (blob: Blob) => {
        events.push(`read ${await blobText(blob)}`);
        return '';
      }),
    });
    const seen: MediaCheckProgress[] = [];
    const onProgress = (progress: MediaCheckProgress) => {
      seen.push(progress);
      events.push(`start ${progress.name}`);
    };
    const files = [image('a.jpg', 'A'), image('b.jpg', 'B'), image('c.jpg', 'C')];
    await check(files, 'image', 'registration', { onProgress });
    expect(seen).toEqual([
      { index: 0, total: 3, name: 'a.jpg' },
      { index: 1, total: 3, name: 'b.jpg' },
      { index: 2, total: 3, name: 'c.jpg' },
    ]);
    expect(events).toEqual([
      'start a.jpg',
      'read A',
      'start b.jpg',
      'read B',
      'start c.jpg',
      'read C',
    ]);
  });

  it('reports nothing for an empty selection', async () => {
    const onProgress = vi.fn();
    const { check } = fakes();
    await expect(check([], 'video', 'registration', { onProgress })).resolves.toEqual({ ok: true });
    expect(onProgress).not.toHaveBeenCalled();
  });
});
