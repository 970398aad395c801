/** Up to two capital initials of a name (Notion AI -> NA), for our own text logos of third-party tools. */
export function initials(name: string): string {
  return name
    .split(/[\s.-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
