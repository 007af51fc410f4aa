/** The Russian text of a failed call: the server's 4xx message, else the catalogue's. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
