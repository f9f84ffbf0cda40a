/** Money is integer cents end to end. Fee: total = round((price + 30) / 0.971). */
export function totalWithFee(priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.round((priceCents + 30) / 0.971);
}

export function feeFor(priceCents: number): number {
  return totalWithFee(priceCents) - priceCents;
}

export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** An event's price as guests read it: 'Free' for a free dinner, never '$0.00'. */
export function priceText(cents: number): string {
  return cents > 0 ? formatDollars(cents) : 'Free';
}
