// Card entrances: 0.5 s each (app/globals.css), staggered by 0.1 s per item (spec).
// Spelled out in full so Tailwind finds every class in the source and no style attribute
// (which a strict CSP would block) is needed for the per-card delay.
const delayClasses = [
  '[animation-delay:0s]',
  '[animation-delay:0.1s]',
  '[animation-delay:0.2s]',
  '[animation-delay:0.3s]',
  '[animation-delay:0.4s]',
  '[animation-delay:0.5s]',
  '[animation-delay:0.6s]',
  '[animation-delay:0.7s]',
  '[animation-delay:0.8s]',
  '[animation-delay:0.9s]',
  '[animation-delay:1s]',
  '[animation-delay:1.1s]',
] as const;

export const MAX_STAGGERED_ITEMS = delayClasses.length;

// Items past the last step share its delay, so a long grid never waits seconds for its tail.
export function staggerClass(index: number): string {
  const step = Math.min(Math.max(Math.trunc(index), 0), delayClasses.length - 1);
  return `card-enter ${delayClasses[step]}`;
}
