// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/test/render.tsx';
import { RoundTimer, TIME_UP } from './round-timer.tsx';

const timeLeft = () => screen.getByTestId('round-time-left').textContent;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('RoundTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down while running, holds when paused, and resets', () => {
    render(<RoundTimer minutes={2} />);
    expect(timeLeft()).toBe('2:00');
    wait(5_000);
    expect(timeLeft()).toBe('2:00');

    press('Start timer');
    wait(30_000);
    expect(timeLeft()).toBe('1:30');

    press('Pause timer');
    wait(60_000);
    expect(timeLeft()).toBe('1:30');

    press('Start timer');
    wait(10_000);
    expect(timeLeft()).toBe('1:20');

    press('Reset timer');
    expect(timeLeft()).toBe('2:00');
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeEnabled();
  });

  it('stops at zero and announces the end politely, once the round is over', () => {
    render(<RoundTimer minutes={1} />);
    const announcer = document.querySelector('[aria-live="polite"]');
    expect(announcer).toHaveTextContent('');
    press('Start timer');
    wait(59_000);
    expect(announcer).toHaveTextContent('');
    wait(2_000);
    expect(timeLeft()).toBe('0:00');
    expect(announcer).toHaveTextContent(TIME_UP);
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeDisabled();
    press('Reset timer');
    expect(timeLeft()).toBe('1:00');
    expect(announcer).toHaveTextContent('');
  });

  it('does not read the countdown out every second', () => {
    render(<RoundTimer minutes={1} />);
    expect(screen.getByRole('timer').closest('[aria-live]')).toBeNull();
  });
});
