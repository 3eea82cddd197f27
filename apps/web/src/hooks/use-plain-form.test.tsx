import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type PlainFormErrors, usePlainForm } from './use-plain-form';

interface Values {
  name: string;
  city: string;
}

async function validate(values: Values): Promise<PlainFormErrors<Values>> {
  const errors: PlainFormErrors<Values> = {};
  if (values.name.trim() === '') errors.name = 'Enter your name.';
  if (values.city.trim().length < 3) errors.city = 'Enter a city of 3 letters or more.';
  return errors;
}

function Form({
  onValid,
  onInvalid,
}: {
  onValid: (values: Values) => void;
  onInvalid?: () => void;
}) {
  const form = usePlainForm<Values>({ defaultValues: { name: '', city: 'Jaipur' }, validate });
  const city = form.watch('city');
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {form.errors.name ? <p>{form.errors.name}</p> : null}
      <label>
        City
        <input {...form.register('city')} />
      </label>
      {form.errors.city ? <p>{form.errors.city}</p> : null}
      <p>Watching {city}</p>
      <button type="button" onClick={() => form.reset({ name: 'Asha', city: 'Pune' })}>
        Reset
      </button>
      <button type="button" onClick={() => form.setValue('city', 'Agra')}>
        Agra
      </button>
      <button
        type="button"
        onClick={() =>
          form.setError('name', { type: 'server', message: 'Taken.' }, { shouldFocus: true })
        }
      >
        Server says
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('usePlainForm', () => {
  it('refuses a submit with the messages, focusing the first refused field in the form order', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} onInvalid={onInvalid} />);
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a city of 3 letters or more.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a refusal, a corrected field loses its message as it is typed', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera');
    await waitFor(() => expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument());
  });

  it('sends what was typed, and re-renders for a watched field only', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Udaipur');
    expect(screen.getByText('Watching Udaipur')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Meera', city: 'Udaipur' }));
  });

  it('reset and setValue write into the inputs; setError shows and focuses', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
    expect(screen.getByText('Watching Pune')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agra' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Agra');
    expect(screen.getByText('Watching Agra')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Server says' }));
    expect(screen.getByText('Taken.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Asha', city: 'Agra' }));
  });
});
