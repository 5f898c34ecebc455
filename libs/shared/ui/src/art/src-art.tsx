// SRC: a magnifier over a leaf; the mascot is a cheerful magnifier with a sprout.
import type { ArtProps } from '../brand/brand';
import { ink, leafGreen, palettes } from '../brand/palettes';
import { Face, SvgFrame } from './svg-frame';

const c = palettes.src;

export function SrcMark({ tone = 'light', ...props }: ArtProps) {
  const ring = tone === 'light' ? c[7] : '#ffffff';
  const leaf = tone === 'light' ? leafGreen.light : c[3];
  const glass = tone === 'light' ? '#ffffff' : c[8];
  return (
    <SvgFrame viewBox="0 0 64 64" {...props}>
      <path d="M4 58c0-22 14-38 36-40 0 22-14 38-36 40z" fill={leaf} />
      <path d="M8 54l22-22" stroke={glass} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="36" cy="25" r="15" fill={glass} fillOpacity="0.55" stroke={ring} strokeWidth="5" />
      <path d="M30 17a9 9 0 0 0-3 6" stroke={ring} strokeWidth="2.5" strokeLinecap="round" opacity="0.7" />
      <path d="M47 36l12 12" stroke={ring} strokeWidth="7.5" strokeLinecap="round" />
    </SvgFrame>
  );
}

export const SrcMarkDark = (props: ArtProps) => <SrcMark {...props} tone="dark" />;

export function SrcMascot(props: ArtProps) {
  return (
    <SvgFrame viewBox="0 0 160 160" {...props}>
      <ellipse cx="84" cy="150" rx="46" ry="6" fill="#000" opacity="0.08" />
      {/* handle */}
      <path d="M108 106l32 32" stroke={ink} strokeWidth="22" strokeLinecap="round" />
      <path d="M108 106l32 32" stroke={c[8]} strokeWidth="15" strokeLinecap="round" />
      <path d="M116 114l6 6" stroke={c[4]} strokeWidth="15" strokeLinecap="butt" />
      {/* sprout on top of the ring */}
      <path d="M72 28V14" stroke={leafGreen.mid} strokeWidth="4" strokeLinecap="round" />
      <path d="M72 18c-4-10-14-12-20-10 2 9 10 13 20 10z" fill={leafGreen.light} stroke={ink} strokeWidth="3" strokeLinejoin="round" />
      <path d="M72 16c4-10 14-12 20-10-2 9-10 13-20 10z" fill={leafGreen.light} stroke={ink} strokeWidth="3" strokeLinejoin="round" />
      {/* waving arm */}
      <path d="M28 82c-10-4-14-12-14-22" stroke={ink} strokeWidth="5" strokeLinecap="round" />
      <circle cx="14" cy="56" r="6" fill={c[1]} stroke={ink} strokeWidth="3" />
      {/* lens */}
      <circle cx="72" cy="72" r="46" fill={c[0]} stroke={ink} strokeWidth="4" />
      <circle cx="72" cy="72" r="41" stroke={c[6]} strokeWidth="9" />
      <path d="M44 58a32 32 0 0 1 18-20" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
      <Face x={74} y={72} />
    </SvgFrame>
  );
}
