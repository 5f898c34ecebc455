// TRC: a seedling inside a QR frame on a dashed path; the mascot is a tomato wearing its QR tag.
import type { ArtProps } from '../brand/brand';
import { ink, leafGreen, palettes } from '../brand/palettes';
import { Face, SvgFrame } from './svg-frame';

const c = palettes.trc;

function Finder({ x, y, color, fill }: { x: number; y: number; color: string; fill: string }) {
  return (
    <g>
      <rect x={x} y={y} width="15" height="15" rx="3.5" fill={fill} stroke={color} strokeWidth="3.5" />
      <rect x={x + 5} y={y + 5} width="5" height="5" rx="1" fill={color} />
    </g>
  );
}

export function TrcMark({ tone = 'light', ...props }: ArtProps) {
  const frame = tone === 'light' ? c[7] : '#ffffff';
  const paper = tone === 'light' ? '#ffffff' : 'none';
  const leaf = tone === 'light' ? leafGreen.light : c[2];
  const stem = tone === 'light' ? leafGreen.mid : c[2];
  return (
    <SvgFrame viewBox="0 0 64 64" {...props}>
      <Finder x={4} y={4} color={frame} fill={paper} />
      <Finder x={45} y={4} color={frame} fill={paper} />
      <Finder x={4} y={45} color={frame} fill={paper} />
      <path d="M26 57h6m6 0h6m6 0h6" stroke={frame} strokeWidth="3.5" strokeLinecap="round" />
      <path d="M37 54V32" stroke={stem} strokeWidth="3.5" strokeLinecap="round" />
      <path d="M37 42c-10 1-16-5-17-14 9-1 16 4 17 14z" fill={leaf} />
      <path d="M37 34c0-11 7-17 17-17 0 10-7 17-17 17z" fill={leaf} />
    </SvgFrame>
  );
}

export const TrcMarkDark = (props: ArtProps) => <TrcMark {...props} tone="dark" />;

export function TrcMascot(props: ArtProps) {
  return (
    <SvgFrame viewBox="0 0 160 160" {...props}>
      <ellipse cx="80" cy="150" rx="44" ry="6" fill="#000" opacity="0.08" />
      <path d="M66 130l-2 13M94 130l2 13" stroke={ink} strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="60" cy="145" rx="8" ry="4" fill={ink} />
      <ellipse cx="100" cy="145" rx="8" ry="4" fill={ink} />
      {/* waving arm */}
      <path d="M32 92c-10-4-14-12-14-22" stroke={ink} strokeWidth="5" strokeLinecap="round" />
      <circle cx="18" cy="66" r="6" fill="#f06a4a" stroke={ink} strokeWidth="3" />
      {/* tomato */}
      <ellipse cx="80" cy="92" rx="52" ry="44" fill="#f06a4a" stroke={ink} strokeWidth="4" />
      <path d="M46 72c6-12 18-18 30-19" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" opacity="0.45" />
      <path
        d="M80 58l-8-10-14 4 10-10-6-10 14 6 4-12 4 12 14-6-6 10 10 10-14-4z"
        fill={leafGreen.light}
        stroke={ink}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M80 38v-12" stroke={leafGreen.dark} strokeWidth="4" strokeLinecap="round" />
      <Face x={80} y={94} />
      {/* QR tag on a string */}
      <path d="M92 46c10-2 16-2 24 2" stroke={ink} strokeWidth="2.5" />
      <g transform="rotate(10 132 48)">
        <rect x="114" y="30" width="36" height="36" rx="5" fill="#ffffff" stroke={ink} strokeWidth="3.5" />
        <rect x="120" y="36" width="9" height="9" rx="1.5" fill={c[8]} />
        <rect x="135" y="36" width="9" height="9" rx="1.5" fill={c[8]} />
        <rect x="120" y="51" width="9" height="9" rx="1.5" fill={c[8]} />
        <rect x="136" y="52" width="3.5" height="3.5" fill={c[8]} />
        <rect x="141" y="56" width="3.5" height="3.5" fill={c[8]} />
        <rect x="136" y="58" width="3.5" height="3.5" fill={c[8]} />
      </g>
      <circle cx="116" cy="49" r="2.5" fill={ink} />
    </SvgFrame>
  );
}
