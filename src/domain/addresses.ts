/**
 * The parts of a postal address (seed 000 §3 Address) in reading order: what forms send, what
 * the `addresses` table holds besides the cadastral and FIAS data, and the order a one-line
 * title is built in.
 */
export const addressLineParts = [
  'zip_code',
  'region',
  'area',
  'city',
  'settlement',
  'street',
  'house',
  'block',
  'flat',
  'room',
] as const;
