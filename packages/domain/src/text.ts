import { z } from 'zod';

/** Shown when a text holds NUL or another control character no form can type. */
export const NOT_ALLOWED_CHARACTERS = 'Text contains characters that are not allowed';
export const INT32_MAX = 2_147_483_647;

// C0 controls and DEL, except tab, line feed and carriage return (multi-line text keeps those)
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * A string of at most `max` characters with no control characters: every request string.
 * `required` is the message when the value is missing or not a string.
 */
export function boundedText(
  max: number,
  tooLong = `Must be at most ${max} characters`,
  required?: string,
) {
  return z
    .string(required)
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v), NOT_ALLOWED_CHARACTERS);
}

/**
 * The one id grammar (decision 042). An id is a positive int32. In a path, query or provider
 * metadata it is written as a plain decimal: no sign, no leading zero, no space, no hex or
 * exponent. In a JSON body it is a JSON number: never a boolean, a string or an array.
 */
const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

/** The id a plain decimal string names, or null for anything else (`' 19'`, `'0x13'`, `'1e1'`). */
export function parseDecimalId(value: unknown): number | null {
  if (typeof value !== 'string' || !DECIMAL_ID.test(value)) return null;
  const id = Number(value);
  return id <= INT32_MAX ? id : null;
}

/** An id in a JSON body: a JSON integer in 1..2147483647. */
export function bodyId(message: string) {
  return z.number(message).int(message).min(1, message).max(INT32_MAX, message);
}

/** An id in a path (or query): a plain decimal within int32, read as a number. */
export function pathId(message: string) {
  return z
    .string(message)
    .refine((v) => parseDecimalId(v) !== null, message)
    .transform((v) => Number(v));
}

/** A cache-busting `t` query value: ignored by the server, bounded like every string. */
export const cacheBusterSchema = boundedText(64).optional();
/** The query of a read that takes nothing but the cache buster. */
export const cacheBusterQuerySchema = z.object({ t: cacheBusterSchema });
