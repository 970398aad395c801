const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2025-04-25 -> April 25, 2025, the same on the server and in every browser (no locale, no time zone). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

export function readTime(minutes: number): string {
  return `${minutes} min read`;
}
