import type { CSSProperties } from 'react';

/**
 * Words on a generated image, in the page's direction. Satori, which draws the images, lays every
 * line out left to right and has no bidirectional algorithm (vercel/satori#74): a right-to-left
 * text goes in word by word, each shaped on its own, into a row that starts at the right and
 * wraps.
 */
export function CardText({
  text,
  dir,
  style,
}: {
  text: string;
  dir: 'ltr' | 'rtl';
  style: CSSProperties & { fontSize: number };
}) {
  if (dir === 'ltr') return <div style={style}>{text}</div>;
  return (
    <div
      style={{
        ...style,
        display: 'flex',
        flexDirection: 'row-reverse',
        flexWrap: 'wrap',
        columnGap: style.fontSize * 0.25,
      }}
    >
      {text
        .split(/\s+/)
        .filter(Boolean)
        .map((word, index) => (
          <span key={index}>{word}</span>
        ))}
    </div>
  );
}
