import { randomBytes } from 'node:crypto';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH, TICKET_TOKEN_BYTES } from '@storytable/domain';

export interface NewTicket {
  token: string;
  code: string;
}

// the largest multiple of the alphabet's size below 256: bytes above it are drawn again
const UNBIASED_BELOW = 256 - (256 % TICKET_CODE_ALPHABET.length);

/** A fresh ticket: a 256-bit token for the QR code and a short code, both from randomBytes. */
export function newTicket(): NewTicket {
  let code = '';
  while (code.length < TICKET_CODE_LENGTH) {
    for (const byte of randomBytes(TICKET_CODE_LENGTH * 2)) {
      if (byte < UNBIASED_BELOW && code.length < TICKET_CODE_LENGTH)
        code += TICKET_CODE_ALPHABET[byte % TICKET_CODE_ALPHABET.length];
    }
  }
  return { token: randomBytes(TICKET_TOKEN_BYTES).toString('hex'), code };
}

/** 'ACDE-FGHJ': how a code is shown; typing it with or without the dash both work. */
export function displayCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
