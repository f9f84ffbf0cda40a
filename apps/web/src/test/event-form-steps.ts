import { screen } from '@testing-library/react';
import { todayIn } from '@/features/events/lib/form-options.ts';
import { fill, type RenderedApp } from './render.tsx';

/** A day three weeks ahead in California, as the date input takes it. */
export const inThreeWeeks = todayIn('America/Los_Angeles', new Date(Date.now() + 21 * 86_400_000));

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

/**
 * Fills every field of the create event form: a paid dinner at $45 for 8 guests, 7:00 PM, at
 * 1801 L St in Midtown.
 */
export async function fillValidEvent(user: RenderedApp['user']) {
  await fill(user, field('Title'), 'Letters from the Silk Road');
  await fill(user, field('Description'), 'Merchants, monks and runaway princesses.');
  await user.selectOptions(select('Category'), 'World History');
  await user.selectOptions(select('State'), 'CA');
  await user.selectOptions(select('City'), 'Sacramento');
  await fill(user, field('Restaurant name'), 'Olive & Ember');
  await fill(user, field('Street address'), '1801 L St');
  await fill(user, field('Neighborhood'), 'Midtown');
  await user.type(screen.getByLabelText('Date'), inThreeWeeks);
  await user.selectOptions(select('Time'), '7:00 PM');
  await user.selectOptions(select('Capacity'), '8 guests');
  await fill(user, field('Price per person (USD)'), '45');
}
