import { MESSAGE_REPORT_REASONS, REPORT_MESSAGES } from '@mandap/shared/reports';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { ReportMessage } from './report-message';

// Reporting a chat message (decision 0065): the dialog loads when opened, its reasons are radio
// buttons, "Something else" needs details, the keyboard reaches everything, and the server's
// refusal (the hourly limit) is shown in its words.

const URL = 'POST /api/conversations/12/messages/31/report';

function open() {
  render(
    <ReportMessage
      enquiryId={12}
      messageId={31}
      otherName="Shady Beats"
      excerpt="Pay me on UPI."
    />,
  );
}

describe('the report dialog', () => {
  it('sends a reason and details, by keyboard, and thanks', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [URL]: () => new Response(null, { status: 204 }) });
    open();
    await user.click(screen.getByRole('button', { name: 'Report this message from Shady Beats' }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_MESSAGES.messageDialogTitle });
    expect(dialog).toHaveTextContent('Shady Beats: “Pay me on UPI.”');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(
      Object.values(MESSAGE_REPORT_REASONS),
    );
    // The first reason has the focus (moved once the dialog is shown); nothing chosen yet.
    await waitFor(() => expect(radios[0]).toHaveFocus());
    await user.click(screen.getByRole('button', { name: REPORT_MESSAGES.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(REPORT_MESSAGES.reasonRequired);
    await user.click(screen.getByRole('radio', { name: MESSAGE_REPORT_REASONS.other }));
    await user.click(screen.getByRole('button', { name: REPORT_MESSAGES.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(REPORT_MESSAGES.detailsRequired);
    expect(api.calls(URL)).toHaveLength(0);
    await user.type(screen.getByLabelText(REPORT_MESSAGES.detailsLabel), 'Threatens us.');
    await user.click(screen.getByRole('button', { name: REPORT_MESSAGES.send }));
    expect(await screen.findByText(REPORT_MESSAGES.thanks)).toBeInTheDocument();
    expect(api.calls(URL)[0]?.body).toEqual({ reason: 'other', details: 'Threatens us.' });
    await user.click(screen.getByRole('button', { name: REPORT_MESSAGES.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the limit in the server words, and Escape closes it', async () => {
    const user = userEvent.setup();
    fakeApi({ [URL]: () => json(429, { message: REPORT_MESSAGES.tooMany }) });
    open();
    await user.click(screen.getByRole('button', { name: /Report this message/ }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('radio', { name: MESSAGE_REPORT_REASONS.spam }));
    await user.click(screen.getByRole('button', { name: REPORT_MESSAGES.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.tooMany);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
