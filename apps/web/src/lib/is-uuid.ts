const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deck ids are UUIDs; anything else in a deck URL is a 404 before asking the server. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
