// One small line illustration per kind of error (spec §2: the error page shows an
// illustration). Decorative: the title and lead say everything, so they are hidden from AT.
// Each is a list of paths with a tone, drawn on a 160×120 canvas.
import type { ErrorPageContent } from '#shared/errors/error-page-content';
import * as css from './error-view.css';

export type IllustrationKind = ErrorPageContent['illustration'] | 'login';

type Tone = 'paper' | 'line' | 'accentLine' | 'accentFill';

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
const rect = (x: number, y: number, w: number, h: number, r = 0) =>
  `M${x + r} ${y}h${w - 2 * r}q${r} 0 ${r} ${r}v${h - 2 * r}q0 ${r} ${-r} ${r}h${-(w - 2 * r)}q${-r} 0 ${-r} ${-r}v${-(h - 2 * r)}q0 ${-r} ${r} ${-r}z`;

const drawings: Readonly<Record<IllustrationKind, readonly (readonly [Tone, string])[]>> = {
  // A document with a question mark: the request could not be processed.
  request: [
    ['paper', 'M52 14h44l16 16v70H52z'],
    ['line', 'M96 14v16h16'],
    ['accentLine', 'M72 50a9 9 0 1 1 13 8c-3 2-5 4-5 8'],
    ['accentFill', circle(80, 76, 2.5)],
  ],
  // A browser window with a clock: the session ended.
  session: [
    ['paper', rect(32, 20, 96, 72, 6)],
    ['line', 'M32 34h96'],
    ['line', circle(80, 63, 18)],
    ['accentLine', 'M80 52v11l8 6'],
  ],
  // A form with a marked field: something typed needs fixing.
  input: [
    ['paper', rect(44, 12, 72, 90, 4)],
    ['line', 'M56 32h48M56 48h48M56 80h30'],
    ['accentLine', rect(54, 58, 52, 12, 2)],
    ['accentLine', 'M110 56l10 10M120 56l-10 10'],
  ],
  // A magnifier over a page: nothing was found.
  'not-found': [
    ['paper', 'M40 16h48l12 12v68H40z'],
    ['line', 'M54 36h30M54 50h22'],
    ['accentLine', `${circle(96, 64, 16)}M107 76l14 14`],
  ],
  // An hourglass: the deadline has passed.
  time: [
    ['line', 'M56 14h48M56 98h48M62 14l18 42l-18 42M98 14l-18 42l18 42'],
    ['accentFill', 'M68 95l12-14l12 14z'],
  ],
  // A server with a warning sign: something broke on our side.
  system: [
    ['paper', `${rect(36, 22, 64, 28, 4)}${rect(36, 58, 64, 28, 4)}`],
    ['line', 'M46 36h24M46 72h24'],
    ['accentLine', 'M112 46l18 32h-36zM112 57v10'],
    ['accentFill', circle(112, 72, 1.8)],
  ],
  // A card and a key: the login did not complete.
  login: [
    ['paper', rect(30, 30, 74, 50, 6)],
    ['line', `${circle(50, 52, 8)}M66 46h26M66 58h18`],
    ['accentLine', `${circle(116, 66, 10)}M116 76v18M116 86h7`],
  ],
};

export function ErrorIllustration({ kind }: { kind: IllustrationKind }) {
  return (
    <svg className={css.illustration} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="56" ry="6" className={css.shadow} />
      {drawings[kind].map(([tone, d]) => <path key={`${tone}${d}`} d={d} className={css[tone]} />)}
    </svg>
  );
}
