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

/** A positive 32-bit integer id (coerced from path and query strings). */
export function int32Id(message: string) {
  return z.coerce.number(message).int(message).positive(message).max(INT32_MAX, message);
}

/** A cache-busting `t` query value: ignored by the server, bounded like every string. */
export const cacheBusterSchema = boundedText(64).optional();
/** The query of a read that takes nothing but the cache buster. */
export const cacheBusterQuerySchema = z.object({ t: cacheBusterSchema });
