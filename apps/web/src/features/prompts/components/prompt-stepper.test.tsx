// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/test/render.tsx';
import { PromptStepper } from './prompt-stepper.tsx';

const prompts = ['First question?', 'Second question?', 'Third question?'];

describe('PromptStepper', () => {
  it('steps forward and back through the prompts, saying where the table is', async () => {
    const user = userEvent.setup();
    render(<PromptStepper prompts={prompts} />);
    const previous = screen.getByRole('button', { name: 'Previous prompt' });
    const next = screen.getByRole('button', { name: 'Next prompt' });
    expect(screen.getByText('First question?')).toBeInTheDocument();
    expect(screen.getByTestId('prompt-position')).toHaveTextContent('Prompt 1 of 3');
    expect(previous).toBeDisabled();

    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Third question?')).toBeInTheDocument();
    expect(screen.getByTestId('prompt-position')).toHaveTextContent('Prompt 3 of 3');
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(screen.getByText('Second question?')).toBeInTheDocument();
  });

  it('reads the new prompt out through a polite live region', () => {
    render(<PromptStepper prompts={prompts} />);
    const region = screen.getByText('First question?').closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
  });

  it('says so when there are no prompts', () => {
    render(<PromptStepper prompts={[]} />);
    expect(screen.getByText('No prompts for this dinner yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
