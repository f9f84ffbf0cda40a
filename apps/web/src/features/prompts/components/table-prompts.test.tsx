// @vitest-environment happy-dom
import type { EventPrompts } from '@storytable/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { PROMPTS_FAILED } from '../api/get-prompts.ts';
import { TablePrompts } from './table-prompts.tsx';

const saved: EventPrompts = { eventId: 5, prompts: ['One?', 'Two?'], roundMinutes: 8, saved: true };

const renderPrompts = (answer: unknown) =>
  renderApp(<TablePrompts eventId={5} />, {
    user: aUser({ isHost: true }),
    api: { 'GET /api/events/5/prompts': answer },
  });

describe('TablePrompts', () => {
  it('shows the saved prompts with their round timer and a way to edit them', async () => {
    await renderPrompts(saved);
    expect(await screen.findByText('One?')).toBeInTheDocument();
    expect(screen.getByTestId('round-time-left')).toHaveTextContent('8:00');
    expect(screen.getByRole('link', { name: 'Edit prompts' })).toHaveAttribute(
      'href',
      '/event/5/prompts',
    );
    expect(screen.queryByText(/Suggested for this dinner/)).toBeNull();
  });

  it('marks a suggestion, and keeps no time when the host set none', async () => {
    await renderPrompts({ ...saved, saved: false, roundMinutes: null });
    expect(await screen.findByText(/Suggested for this dinner/)).toBeInTheDocument();
    expect(screen.queryByTestId('round-time-left')).toBeNull();
  });

  it('offers a retry when the prompts cannot load', async () => {
    await renderPrompts(apiError(500, 'boom', 'INTERNAL'));
    expect(await screen.findByText(PROMPTS_FAILED)).toBeInTheDocument();
  });
});
