// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fillValidEvent } from '@/test/event-form-steps.ts';
import { renderApp } from '@/test/render.tsx';
import type { EventFormOutput } from '../lib/event-form-values.ts';
import { EventForm } from './event-form.tsx';

async function renderForm() {
  const onValid = vi.fn<(values: EventFormOutput) => void>();
  const rendered = await renderApp(
    <EventForm onValid={onValid} busy={false} cover={null} onCoverChange={vi.fn()} />,
    { path: '/create' },
  );
  return { ...rendered, onValid };
}

describe('RefundPolicyField on the create form', () => {
  it('offers each preset with its meaning, Flexible chosen, and hands on the choice', async () => {
    const { user, onValid } = await renderForm();
    const group = within(screen.getByRole('group', { name: 'Refund policy' }));
    const flexible = group.getByRole('radio', { name: 'Flexible' });
    expect(flexible).toBeChecked();
    expect(flexible).toHaveAccessibleDescription(
      'Full refund if you cancel at least 48 hours before the dinner.',
    );
    expect(group.getByRole('radio', { name: 'Strict' })).toHaveAccessibleDescription(
      'No refund when you cancel (you may cancel until 48 hours before the dinner).',
    );
    await user.click(group.getByRole('radio', { name: 'Moderate' }));
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ refundPolicy: 'moderate' });
  });

  it('tells a free dinner’s host that guests see only the cutoff', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('switch', { name: 'Free event' }));
    expect(
      screen.getByText(
        'Free dinner: guests read “Cancel until 48 hours before the dinner so another guest can take your seat.”',
      ),
    ).toBeVisible();
  });
});
