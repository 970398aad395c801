/** The middle value (the lower middle for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number;
}
