import type { ReactNode } from 'react';
import type { ArtProps } from '../brand/brand';
import { ink } from '../brand/palettes';

/** Common <svg> wrapper: named when a title is given, otherwise hidden as decoration. */
export function SvgFrame({ title, tone: _tone, viewBox, children, ...rest }: ArtProps & { viewBox: string; children: ReactNode }) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: 'false' as const };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={viewBox} fill="none" {...a11y} {...rest}>
      {children}
    </svg>
  );
}

/** The friendly face every mascot shares. */
export function Face({ x, y, gap = 28 }: { x: number; y: number; gap?: number }) {
  const half = gap / 2;
  return (
    <g>
      <ellipse cx={x - half - 8} cy={y + 13} rx="6.5" ry="4" fill="#ffa8b4" opacity="0.9" />
      <ellipse cx={x + half + 8} cy={y + 13} rx="6.5" ry="4" fill="#ffa8b4" opacity="0.9" />
      <ellipse cx={x - half} cy={y} rx="6" ry="7" fill={ink} />
      <ellipse cx={x + half} cy={y} rx="6" ry="7" fill={ink} />
      <circle cx={x - half + 2} cy={y - 2.5} r="2.2" fill="#fff" />
      <circle cx={x + half + 2} cy={y - 2.5} r="2.2" fill="#fff" />
      <path d={`M${x - 10} ${y + 14} Q${x} ${y + 24} ${x + 10} ${y + 14}`} stroke={ink} strokeWidth="4" strokeLinecap="round" />
    </g>
  );
}
