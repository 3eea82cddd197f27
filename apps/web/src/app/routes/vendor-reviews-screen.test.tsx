import type { VendorReview } from '@mandap/shared/schemas/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredReply, type FakeHandler, fakeApi, json, VENDOR_SESSION } from '@/test/fake-api';
import { review } from '@/test/marketplace-data';
import { renderRoute, renderSentToLogin } from '@/test/render-route';

// The vendor's Reviews screen (issue 31, decision 0078): the server's order (unreplied first),
// a reply box under each review waiting for one, and the loading, empty and error states.

const WAITING: VendorReview = {
  ...review({ id: 11, title: 'Lovely decor', authorName: 'Anika S.' }),
  firmName: 'Shaadi Studio',
};
const ANSWERED: VendorReview = {
  ...review({
    id: 12,
    title: 'Good but late',
    authorName: 'Dev P.',
    rating: 3,
    verified: false,
    vendorReply: { body: 'Sorry for the delay.', repliedAt: '2026-11-20T10:00:00.000Z' },
  }),
  firmName: 'Beat Box DJs',
};

function reviewsServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/reviews': () => json(200, { reviews: [WAITING, ANSWERED], unanswered: 1 }),
    'POST /api/notifications/read': () => new Response(null, { status: 204 }),
    ...handlers,
  });
}

async function openReviews() {
  const user = userEvent.setup();
  renderRoute('/vendor-reviews');
  await screen.findByRole('heading', { level: 1, name: 'Reviews' });
  return user;
}

describe('the Reviews screen', () => {
  it('sends a visitor to the vendor login and back', async () => {
    const { search } = await renderSentToLogin('/vendor-reviews', '/VendorLogin');
    expect(search).toBe('?redirectTo=%2Fvendor-reviews');
  });

  it('says it is loading, then lists the reviews in the order given, a reply box under those waiting', async () => {
    const list = deferredReply();
    reviewsServer({ 'GET /api/vendor/reviews': list.handler });
    await openReviews();
    expect(document.title).toBe('Reviews · Mandap');
    expect(await screen.findByText('Loading your reviews...')).toBeInTheDocument();
    list.resolve(json(200, { reviews: [WAITING, ANSWERED], unanswered: 1 }));
    const items = within(await screen.findByRole('list', { name: 'Reviews of your services' }))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Reviews of your services');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Lovely decor' })).toBeInTheDocument();
    expect(within(first).getByText('Shaadi Studio')).toBeInTheDocument();
    expect(within(first).getByText('Waiting for your reply')).toBeInTheDocument();
    expect(within(first).getByText(/^Verified enquiry/)).toBeInTheDocument();
    expect(
      within(first).getByRole('form', { name: 'Reply to Anika S.\'s review "Lovely decor"' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 review is waiting for your reply.')).toBeInTheDocument();

    expect(within(second).getByRole('heading', { name: 'Good but late' })).toBeInTheDocument();
    expect(within(second).getByText('Sorry for the delay.')).toBeInTheDocument();
    expect(within(second).queryByRole('form')).not.toBeInTheDocument();
    // The event is still ahead: the server did not say verified.
    expect(within(second).queryByText(/Verified enquiry/)).not.toBeInTheDocument();
  });

  it("reads the reviews' notices once they are shown, so the bell stops counting them", async () => {
    const api = reviewsServer();
    await openReviews();
    await screen.findByRole('heading', { name: 'Lovely decor' });
    await waitFor(() =>
      expect(api.calls('POST /api/notifications/read')).toEqual([
        expect.objectContaining({ body: { link: '/vendor-reviews' } }),
      ]),
    );
  });

  it('posts a reply from the box and shows it in place', async () => {
    const api = reviewsServer({
      'POST /api/vendor/reviews/11/reply': () =>
        json(200, {
          ...review({ id: 11, title: 'Lovely decor', authorName: 'Anika S.' }),
          vendorReply: { body: 'Thank you, Anika!', repliedAt: '2026-11-27T10:00:00.000Z' },
        }),
    });
    const user = await openReviews();
    const form = await screen.findByRole('form', {
      name: 'Reply to Anika S.\'s review "Lovely decor"',
    });
    // Checked with the shared schema first: an empty reply is not sent.
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Write your reply.')).toBeInTheDocument();
    expect(api.calls('POST /api/vendor/reviews/11/reply')).toHaveLength(0);

    await user.type(
      within(form).getByRole('textbox', { name: /Your public reply/ }),
      'Thank you, Anika!',
    );
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Thank you, Anika!')).toBeInTheDocument();
    expect(api.calls('POST /api/vendor/reviews/11/reply')[0]?.body).toEqual({
      body: 'Thank you, Anika!',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Every review has your reply.')).toBeInTheDocument();
    expect(screen.getByText('Reply posted. Couples see it under the review.')).toBeInTheDocument();
  });

  it('says when there are no reviews yet', async () => {
    reviewsServer({ 'GET /api/vendor/reviews': () => json(200, { reviews: [], unanswered: 0 }) });
    await openReviews();
    expect(await screen.findByText(/^No reviews yet\./)).toBeInTheDocument();
  });

  it('says when the reviews cannot be loaded, and tries again', async () => {
    let fail = true;
    reviewsServer({
      'GET /api/vendor/reviews': () =>
        fail ? json(500, { message: 'boom' }) : json(200, { reviews: [WAITING], unanswered: 1 }),
    });
    const user = await openReviews();
    expect(
      await screen.findByText(
        'We could not load your reviews. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lovely decor' })).toBeInTheDocument();
  });
});
