// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { KeyRound } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import '@/test/render.tsx';
import { FormSection } from './form-section.tsx';

describe('FormSection', () => {
  it.each(['form', 'panel'] as const)('is a region named by its heading (%s look)', (look) => {
    render(
      <FormSection look={look} icon={KeyRound} title="Change Password" description="Choose one.">
        <input aria-label="Current password" />
      </FormSection>,
    );
    const region = screen.getByRole('region', { name: 'Change Password' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Change Password');
    expect(within(region).getByText('Choose one.')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Current password' })).toBeInTheDocument();
  });

  it('gives each section its own heading id', () => {
    render(
      <>
        <FormSection look="form" icon={KeyRound} title="Basic Information" description="a">
          <p>one</p>
        </FormSection>
        <FormSection look="form" icon={KeyRound} title="Event Details" description="b">
          <p>two</p>
        </FormSection>
      </>,
    );
    const [first, second] = screen.getAllByRole('region');
    expect(first?.getAttribute('aria-labelledby')).not.toBe(
      second?.getAttribute('aria-labelledby'),
    );
    expect(screen.getByRole('region', { name: 'Event Details' })).toHaveTextContent('two');
  });

  it('a panel wraps its content in a card unless bare', () => {
    render(
      <>
        <FormSection look="panel" icon={KeyRound} title="Carded" description="a">
          <p>inside a card</p>
        </FormSection>
        <FormSection look="panel" bare icon={KeyRound} title="Bare" description="b">
          <p>draws its own</p>
        </FormSection>
      </>,
    );
    const carded = screen.getByText('inside a card').parentElement;
    expect(carded?.tagName).toBe('DIV');
    expect(carded?.parentElement).toBe(screen.getByRole('region', { name: 'Carded' }));
    expect(screen.getByText('draws its own').parentElement).toBe(
      screen.getByRole('region', { name: 'Bare' }),
    );
  });
});
