/** A json column: parsed by both drivers; parsed here should one answer its text. */
export function json<T>(value: T | string | undefined): T | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
