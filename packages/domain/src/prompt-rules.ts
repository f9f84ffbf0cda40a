// What table mode shows of the prompts, without schemas (decision 070).

/** "3 of 8": where the table is in the evening's prompts. */
export function promptPosition(index: number, total: number): string {
  return `${index + 1} of ${total}`;
}

/** A round's time left as m:ss, never below zero. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
