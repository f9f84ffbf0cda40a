// A reservation made on one page can send the guest to another (decision 011): the history entry
// it pushes says which seat was just made, so that page can confirm it.

/** The history state of the page a reservation sends the guest to. */
export function reservedState(reservationId: number) {
  return { reservedId: reservationId };
}

/** The seat just made, when this history entry was reached by reserving. */
export function reservedIdFromHistory(): number | null {
  const state: unknown = window.history.state;
  const id = (state as { reservedId?: unknown } | null)?.reservedId;
  return typeof id === 'number' ? id : null;
}

/** Forgets it, so going back to this entry or reloading does not confirm the seat again. */
export function forgetReservedInHistory() {
  if (reservedIdFromHistory() !== null) window.history.replaceState(null, '');
}
