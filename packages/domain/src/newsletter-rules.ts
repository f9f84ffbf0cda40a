/** Client rule of spec section 5: non-empty, with an @ and a dot. The server is stricter. */
export function looksLikeEmail(email: string): boolean {
  const v = email.trim();
  return v.length > 0 && v.includes('@') && v.includes('.');
}

export const NEWSLETTER_MESSAGES = {
  SUBSCRIBED: 'Thanks for subscribing to our newsletter',
} as const;
