import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailField, PhoneField, TextField } from './text-field';

describe('TextField', () => {
  it('labels its input and describes it with its error', () => {
    render(<TextField label="City" error="City is required" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('City is required');
  });
});

describe('EmailField and PhoneField', () => {
  it('ask for an email address with the email keyboard and autofill', () => {
    render(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
  });

  it('ask for a phone number with the phone keypad (it has + and spaces)', () => {
    render(<PhoneField error="Please enter a valid 10-digit phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('placeholder', 'For example 98765 43210');
    expect(input).toHaveAccessibleDescription('Please enter a valid 10-digit phone number');
  });

  it('take another label when a form names the field differently', () => {
    render(<PhoneField label="Contact number" />);
    expect(screen.getByRole('textbox', { name: 'Contact number' })).toBeInTheDocument();
  });
});
