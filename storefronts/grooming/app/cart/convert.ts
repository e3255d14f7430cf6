/** The provider's snake_case JSON → camelCase (keys only; values untouched, arrays and objects recursed). */
export function snakeToCamelKey(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export function camelize<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => camelize(item)) as T;
  if (
    value &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        snakeToCamelKey(k),
        camelize(v),
      ]),
    ) as T;
  }
  return value as T;
}

/** A JSON object (not an array, not null): what the provider's answers and bodies are read as. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}
