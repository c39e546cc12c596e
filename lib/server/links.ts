// Content keeps '#' (or an empty string) until a demo or repository is public; only a real
// absolute http(s) address may become a link, so a placeholder never navigates or jumps.
export function isPlaceholderUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return true;
  try {
    const { protocol } = new URL(trimmed);
    return protocol !== 'https:' && protocol !== 'http:';
  } catch {
    return true;
  }
}
