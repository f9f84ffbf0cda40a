/** Money is integer cents end to end. Fee: total = round((price + 30) / 0.971). */
export function totalWithFee(priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.round((priceCents + 30) / 0.971);
}

export function feeFor(priceCents: number): number {
  return totalWithFee(priceCents) - priceCents;
}

/** What `seats` seats of a dinner cost: its price per seat, and the fee charged once on them. */
export interface SeatsPrice {
  seats: number;
  perSeat: number;
  /** perSeat x seats */
  subtotal: number;
  /** total minus subtotal (spec section 9, Money) */
  fee: number;
  /** what the card is charged */
  total: number;
}

/**
 * The one price of a booking that every screen shows and the payment intent charges
 * (decision 051): price per seat times seats, the processing fee on that subtotal.
 */
export function priceOfSeats(priceCents: number, seats = 1): SeatsPrice {
  const subtotal = priceCents * seats;
  const total = totalWithFee(subtotal);
  return { seats, perSeat: priceCents, subtotal, fee: total - subtotal, total };
}

/** The fee beside a price ('+ $1.35 fee'), or null when nothing is charged. */
export function feeText(price: SeatsPrice): string | null {
  return price.fee > 0 ? `+ ${formatDollars(price.fee)} fee` : null;
}

export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** An event's price as guests read it: 'Free' for a free dinner, never '$0.00'. */
export function priceText(cents: number): string {
  return cents > 0 ? formatDollars(cents) : 'Free';
}
