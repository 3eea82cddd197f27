import type { ListingDetail } from '@mandap/shared/schemas/listings';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkMediaFiles } from '@/lib/media-guard/check-media';
import { fakeApi, json, networkFailure, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { detail } from './test-data';

type Media = ListingDetail['media'][number];

vi.mock('@/lib/media-guard/check-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/media-guard/check-media')>()),
  checkMediaFiles: vi.fn(),
}));

const IMG = {
  id: 7,
  kind: 'image',
  url: '/media/a.webp',
  thumbUrl: '/media/a-t.webp',
  contentType: 'image/webp',
  width: 10,
  height: 10,
} as const;
const VID = {
  id: 8,
  kind: 'video',
  url: '/media/v.mp4',
  thumbUrl: null,
  contentType: 'video/mp4',
  width: null,
  height: null,
} as const;
const URL_41 = '/editMedia?vendor=VND-7K3M9QX2&data=Beat+Box+DJs&service_id=41';

function file(name: string, type: string, size = 1000) {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

beforeEach(() => {
  vi.mocked(checkMediaFiles).mockReset();
  vi.mocked(checkMediaFiles).mockResolvedValue({ ok: true });
});

function server(media: Media[] = [IMG, VID]) {
  let current: Media[] = [...media];
  const api = fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/listings/41': () => json(200, detail({ media: current })),
    'POST /api/vendor/listings/41/media': () => {
      current = [
        ...current,
        { ...IMG, id: 9, url: '/media/new.webp', thumbUrl: '/media/new-t.webp' },
      ];
      return json(201, { added: 1 });
    },
    'DELETE /api/vendor/listings/41/media/7': () => {
      current = current.filter((m) => m.id !== 7);
      return new Response(null, { status: 204 });
    },
    'DELETE /api/vendor/listings/41/media/8': () => json(500, { message: 'disk' }),
  });
  return api;
}

async function open() {
  const user = userEvent.setup({ applyAccept: false });
  renderRoute(URL_41);
  await screen.findByRole('heading', { level: 2, name: 'Your media' }, { timeout: 4000 });
  return user;
}

describe('edit media', () => {
  it('lists images and videos, and says when there are none', async () => {
    server();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Media' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Gallery item 1' })).toHaveAttribute(
      'src',
      IMG.thumbUrl,
    );
    expect(screen.getByRole('button', { name: 'Delete image 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete video 1' })).toBeVisible();
  });

  it('says when no media exists', async () => {
    server([]);
    await open();
    expect(screen.getByText('No images or videos found for this service.')).toBeVisible();
  });

  it.each([
    [
      'Image',
      /^Image/,
      'a.gif',
      'image/gif',
      1000,
      'Only JPG, JPEG, and PNG image types are allowed.',
    ],
    [
      'Image',
      /^Image/,
      'a.jpg',
      'image/jpeg',
      2 * 1024 * 1024 + 1,
      'Image size should not exceed 2MB.',
    ],
    ['Video', /^Video/, 'a.mov', 'video/quicktime', 1000, 'Only MP4 video files are allowed.'],
    [
      'Video',
      /^Video/,
      'a.mp4',
      'video/mp4',
      10 * 1024 * 1024 + 1,
      'Video size should not exceed 10MB.',
    ],
  ])('refuses a wrong %s file: %s', async (_kind, label, name, type, size, message) => {
    server();
    const user = await open();
    await user.upload(screen.getByLabelText(label, { selector: 'input' }), file(name, type, size));
    expect(await screen.findByText(message)).toBeVisible();
    expect(checkMediaFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file the ID check blocks, with the Edit Media form', async () => {
    server();
    vi.mocked(checkMediaFiles).mockResolvedValueOnce({
      ok: false,
      message: 'Upload blocked: Government-issued documents are not allowed.',
    });
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('id.png', 'image/png'),
    );
    expect(
      await screen.findByText('Upload blocked: Government-issued documents are not allowed.'),
    ).toBeVisible();
    expect(vi.mocked(checkMediaFiles).mock.calls[0]?.[1]).toBe('image');
    expect(vi.mocked(checkMediaFiles).mock.calls[0]?.[2]).toBe('editMedia');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('names the file being checked, and which of how many', async () => {
    server();
    let answer: (result: { ok: true }) => void = () => {};
    vi.mocked(checkMediaFiles).mockImplementationOnce((files, _kind, _form, options) => {
      options?.onProgress?.({ index: 0, total: files.length, name: 'stage.png' });
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('stage.png', 'image/png'),
    );
    expect(await screen.findByText('Checking stage.png (1 of 1)...')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await act(async () => {
      answer({ ok: true });
    });
    expect(screen.queryByText(/^Checking /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it.each([
    ['Image', /^Image/, 'a.png', 'image/png', 'Could not verify image content.'],
    ['Video', /^Video/, 'a.mp4', 'video/mp4', 'Could not verify video thumbnail content.'],
  ])(
    'says when the check of a %s fails, in the words of spec 5',
    async (_kind, label, name, type, message) => {
      server();
      vi.mocked(checkMediaFiles).mockRejectedValueOnce(new Error('worker crashed'));
      const user = await open();
      await user.upload(screen.getByLabelText(label, { selector: 'input' }), file(name, type));
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    },
  );

  it('uploads and refreshes the list without reloading the page', async () => {
    const api = server([]);
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('a.png', 'image/png'),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Media uploaded.')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Gallery item 1' })).toHaveAttribute(
      'src',
      '/media/new-t.webp',
    );
    expect(api.calls('POST /api/vendor/listings/41/media')).toHaveLength(1);
    expect(api.calls('GET /api/vendor/listings/41')).toHaveLength(2);
  });

  it('says when the listing has all the images it may have, and how to add another', async () => {
    server(Array.from({ length: 10 }, (_, i) => ({ ...IMG, id: 100 + i })));
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('a.png', 'image/png'),
    );
    expect(
      await screen.findByText(
        'A listing can have at most 10 images. This one has 10, so you can add no more until you delete one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it("shows the server's refusal of an upload past the listing's caps", async () => {
    const api = server([]);
    const message =
      'A listing can have at most 10 images. This one has 10, so you can add no more until you delete one.';
    api.on('POST /api/vendor/listings/41/media', () =>
      json(400, { message, fieldErrors: { images: message } }),
    );
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('a.png', 'image/png'),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('deletes an image and removes it from the list', async () => {
    const api = server();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    expect(await screen.findByRole('button', { name: 'Delete video 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete image 1' })).not.toBeInTheDocument();
    expect(api.calls('DELETE /api/vendor/listings/41/media/7')).toHaveLength(1);
  });

  it('says when a delete fails', async () => {
    const api = server();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Delete video 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete video.');
    api.on('DELETE /api/vendor/listings/41/media/7', () => networkFailure());
    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    api.on('DELETE /api/vendor/listings/41/media/7', () => json(404, {}));
    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    expect(await screen.findByText('Failed to delete image.')).toBeVisible();
  });

  it('shows nothing of a listing that is not yours', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings/41': () => json(404, { message: 'Not found' }),
    });
    renderRoute(URL_41);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      /Service not found/,
    );
  });
});
