// RCT: a prescription sheet with a leaf; the mascot is a leaf holding its prescription.
import type { ArtProps } from '../brand/brand';
import { ink, leafGreen, palettes } from '../brand/palettes';
import { Face, SvgFrame } from './svg-frame';

const c = palettes.rct;

export function RctMark({ tone = 'light', ...props }: ArtProps) {
  const line = tone === 'light' ? c[8] : '#ffffff';
  const paper = tone === 'light' ? '#ffffff' : c[8];
  const leaf = tone === 'light' ? leafGreen.light : c[3];
  return (
    <SvgFrame viewBox="0 0 64 64" {...props}>
      <rect x="9" y="5" width="34" height="44" rx="6" fill={paper} stroke={line} strokeWidth="3.5" />
      <path d="M17 16h18M17 24h18M17 32h10" stroke={line} strokeWidth="3.5" strokeLinecap="round" />
      <path d="M27 59c0-17 12-28 32-29 0 18-12 29-32 29z" fill={leaf} stroke={paper} strokeWidth="3" strokeLinejoin="round" />
      <path d="M31 55l18-17" stroke={paper} strokeWidth="2.5" strokeLinecap="round" />
    </SvgFrame>
  );
}

export const RctMarkDark = (props: ArtProps) => <RctMark {...props} tone="dark" />;

export function RctMascot(props: ArtProps) {
  return (
    <SvgFrame viewBox="0 0 160 160" {...props}>
      <ellipse cx="80" cy="150" rx="42" ry="6" fill="#000" opacity="0.08" />
      {/* legs */}
      <path d="M68 124l-3 20M92 124l3 20" stroke={ink} strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="62" cy="145" rx="8" ry="4" fill={ink} />
      <ellipse cx="98" cy="145" rx="8" ry="4" fill={ink} />
      {/* waving arm */}
      <path d="M46 96c-10-2-16-10-18-20" stroke={ink} strokeWidth="5" strokeLinecap="round" />
      <circle cx="27" cy="73" r="6" fill={leafGreen.light} stroke={ink} strokeWidth="3" />
      {/* leaf body */}
      <path d="M80 10c40 26 52 66 36 100-10 22-62 22-72 0C28 76 40 36 80 10z" fill={leafGreen.light} stroke={ink} strokeWidth="4" strokeLinejoin="round" />
      <path d="M80 22c22 18 30 42 26 62" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" opacity="0.35" />
      <path d="M80 24v34M80 40l-12-9M80 40l12-9" stroke={leafGreen.dark} strokeWidth="3.5" strokeLinecap="round" opacity="0.6" />
      <Face x={80} y={80} />
      {/* arm holding the prescription */}
      <path d="M114 98l12 6" stroke={ink} strokeWidth="5" strokeLinecap="round" />
      <g transform="rotate(8 134 112)">
        <rect x="118" y="90" width="32" height="42" rx="5" fill="#fff" stroke={ink} strokeWidth="3.5" />
        <path d="M125 101h8m-4-4v8" stroke={c[6]} strokeWidth="3.5" strokeLinecap="round" />
        <path d="M125 113h18M125 121h12" stroke={c[8]} strokeWidth="3" strokeLinecap="round" />
      </g>
      <circle cx="126" cy="104" r="5.5" fill={leafGreen.light} stroke={ink} strokeWidth="3" />
    </SvgFrame>
  );
}
