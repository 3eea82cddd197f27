import { BOOKING_ANSWER_TEXTS } from '@mandap/shared/commission';
import type { BookingQuestionReply } from '@mandap/shared/schemas/commission';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { conversation, countsHandler, enquiry, summary } from '@/features/inbox/test/data';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  USER_SESSION,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The couple's answer to "Did you book <vendor> for <date>?" (issue 30, decision 0075): two
// buttons in their conversation once the vendor marks it Booked, and the page an e-mailed link
// opens, which records nothing until its one button is pressed.

const QUESTION = 'Did you book Shaadi Studio for 12 December 2026?';
const noContent = () => new Response(null, { status: 204 });

function chatServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, USER_SESSION),
    'GET /api/inbox/counts': countsHandler(),
    'GET /api/conversations': () => json(200, { conversations: [summary({ status: 'booked' })] }),
    'GET /api/conversations/7': () =>
      json(200, conversation({ enquiry: enquiry({ status: 'booked' }) })),
    'POST /api/conversations/7/read': noContent,
    ...handlers,
  });
}

describe('the booking question in Chat', () => {
  it('asks the couple once the vendor marks it Booked, records one tap, and shows the answer', async () => {
    const post = deferredReply();
    const api = chatServer({ 'POST /api/user/enquiries/7/booking-answer': post.handler });
    const user = userEvent.setup();
    renderRoute('/chat/7');
    const question = await screen.findByRole('region', { name: QUESTION });
    expect(question).toHaveTextContent(BOOKING_ANSWER_TEXTS.why);
    await user.click(
      within(question).getByRole('button', { name: 'Yes, we booked Shaadi Studio' }),
    );
    expect(
      within(question).getByRole('button', { name: 'Yes, we booked Shaadi Studio' }),
    ).toBeDisabled();
    expect(api.calls('POST /api/user/enquiries/7/booking-answer')[0]?.body).toEqual({
      answer: 'yes',
    });
    post.resolve(json(200, enquiry({ status: 'booked', coupleAnswer: 'yes' })));
    expect(
      await within(question).findByText('Thank you. You told us you booked Shaadi Studio.'),
    ).toBeInTheDocument();
    const change = within(question).getByRole('button', { name: 'Change my answer' });
    await waitFor(() => expect(change).toHaveFocus());
    await user.click(change);
    expect(
      within(question).getByRole('button', { name: 'Yes, we booked Shaadi Studio' }),
    ).toHaveFocus();
    expect(
      within(question).getByRole('button', { name: 'No, we did not book Shaadi Studio' }),
    ).toBeInTheDocument();
  });

  it('is not asked before the vendor marks it Booked, nor shown to the vendor', async () => {
    chatServer({ 'GET /api/conversations/7': () => json(200, conversation()) });
    renderRoute('/chat/7');
    await screen.findByRole('article', { name: 'Shaadi Studio' });
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    chatServer({
      'POST /api/user/enquiries/7/booking-answer': () =>
        json(409, { message: BOOKING_ANSWER_TEXTS.notBooked }),
    });
    const user = userEvent.setup();
    renderRoute('/chat/7');
    const question = await screen.findByRole('region', { name: QUESTION });
    await user.click(
      within(question).getByRole('button', { name: 'No, we did not book Shaadi Studio' }),
    );
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      BOOKING_ANSWER_TEXTS.notBooked,
    );
  });

  it('is not the vendor’s: their thread has no question', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': countsHandler(),
      'GET /api/conversations': () => json(200, { conversations: [summary()] }),
      'GET /api/conversations/7': () =>
        json(
          200,
          conversation({ enquiry: enquiry({ status: 'booked' }), otherName: 'Rohan Mehta' }),
        ),
      'POST /api/conversations/7/read': noContent,
    });
    renderRoute('/chat/7');
    await screen.findByRole('article', { name: 'Rohan Mehta' });
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
  });
});

const TOKEN = 'T'.repeat(43);
const REPLY: BookingQuestionReply = {
  firmName: 'Shaadi Studio',
  eventDate: '2026-12-12',
  booked: true,
  answer: null,
  answeredAt: null,
};

function linkServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST /api/booking-answers/question': () => json(200, REPLY),
    ...handlers,
  });
}

describe('the page an e-mailed link opens', () => {
  it('shows the question and the one button of its answer; only pressing it records', async () => {
    const api = linkServer({
      'POST /api/booking-answers': () =>
        json(200, { ...REPLY, answer: 'no', answeredAt: '2026-11-27T10:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderRoute(`/booking-answer?token=${TOKEN}&answer=no`);
    expect(await screen.findByRole('heading', { level: 2, name: QUESTION })).toBeInTheDocument();
    expect(api.calls('POST /api/booking-answers/question')[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain(
      'No, we did not book Shaadi Studio',
    );
    expect(
      screen.queryByRole('button', { name: 'Yes, we booked Shaadi Studio' }),
    ).not.toBeInTheDocument();
    // Opening the page recorded nothing.
    expect(api.calls('POST /api/booking-answers')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'No, we did not book Shaadi Studio' }));
    expect(api.calls('POST /api/booking-answers')[0]?.body).toEqual({
      token: TOKEN,
      answer: 'no',
    });
    const done = await screen.findByText('Thank you. You told us you did not book Shaadi Studio.');
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
  });

  it('offers both answers when the link names none', async () => {
    linkServer();
    renderRoute(`/booking-answer?token=${TOKEN}`);
    expect(
      await screen.findByRole('button', { name: 'Yes, we booked Shaadi Studio' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'No, we did not book Shaadi Studio' }),
    ).toBeInTheDocument();
  });

  it('says when the link has run out, and when it is not complete', async () => {
    linkServer({
      'POST /api/booking-answers/question': () =>
        json(404, { message: BOOKING_ANSWER_TEXTS.invalidLink }),
    });
    renderRoute(`/booking-answer?token=${TOKEN}&answer=yes`);
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_ANSWER_TEXTS.invalidLink);
    expect(screen.queryByRole('button', { name: /booked/ })).not.toBeInTheDocument();
  });

  it('says a link without a token is not one', async () => {
    linkServer();
    renderRoute('/booking-answer');
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_ANSWER_TEXTS.noToken);
  });

  it('says when the vendor no longer has it Booked', async () => {
    linkServer({
      'POST /api/booking-answers/question': () => json(200, { ...REPLY, booked: false }),
    });
    renderRoute(`/booking-answer?token=${TOKEN}&answer=yes`);
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_ANSWER_TEXTS.notBooked);
  });
});
