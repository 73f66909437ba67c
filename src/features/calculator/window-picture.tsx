import { sashesOf, type Sash } from "../../../contract/browser";
import type { OpeningId, WindowConfiguration } from "./model";

interface WindowPictureProps {
  configuration: WindowConfiguration;
  frameColour: string;
  label: string;
}

const FRAME = 60;
/** Where the size lines run, outside the frame, and how far their numbers stand from them. */
const RULE = 90;
const GAP = 20;
const SASH = 45;

/**
 * The usual opening symbols, seen from inside: lines meet at the hinge side (turn), at the bottom (tilt), or both.
 * Turn-left hinges on the left; tilt-and-turn is drawn hinged on the right, its handle on the left.
 */
function openingLines(opening: OpeningId, x: number, y: number, w: number, h: number): string[] {
  const left = `M${x + w} ${y} L${x} ${y + h / 2} L${x + w} ${y + h}`;
  const right = `M${x} ${y} L${x + w} ${y + h / 2} L${x} ${y + h}`;
  const tilt = `M${x} ${y} L${x + w / 2} ${y + h} L${x + w} ${y}`;
  switch (opening) {
    case "turn_left":
      return [left];
    case "turn_right":
      return [right];
    case "tilt":
      return [tilt];
    case "tilt_turn":
      return [right, tilt];
    default:
      return [];
  }
}

function handleOf(opening: OpeningId, x: number, y: number, w: number, h: number) {
  if (opening === "fixed") return null;
  if (opening === "tilt") return { x: x + w / 2 - 40, y: y + 20, width: 80, height: 22 };
  const onLeft = opening !== "turn_left";
  return { x: onLeft ? x + 18 : x + w - 40, y: y + h / 2 - 45, width: 22, height: 90 };
}

function SashShape({ sash, frameColour }: { sash: Sash; frameColour: string }) {
  const inner = {
    x: sash.x + SASH,
    y: sash.y + SASH,
    w: Math.max(10, sash.width - 2 * SASH),
    h: Math.max(10, sash.height - 2 * SASH),
  };
  const handle = handleOf(sash.opening, inner.x, inner.y, inner.w, inner.h);
  return (
    <g data-opening={sash.opening} data-role={sash.role}>
      <rect
        x={sash.x}
        y={sash.y}
        width={sash.width}
        height={sash.height}
        fill={frameColour}
        stroke="#4a5563"
        strokeWidth={8}
      />
      <rect
        x={inner.x}
        y={inner.y}
        width={inner.w}
        height={inner.h}
        fill="url(#glass)"
        stroke="#4a5563"
        strokeWidth={6}
      />
      {openingLines(sash.opening, inner.x, inner.y, inner.w, inner.h).map((d) => (
        <path key={d} d={d} fill="none" stroke="#1f3a5f" strokeWidth={8} strokeDasharray="28 18" />
      ))}
      {handle && <rect {...handle} rx={8} fill="#c9ced6" stroke="#4a5563" strokeWidth={4} />}
    </g>
  );
}

/**
 * A live drawing of the configured window: frame colour, sections, opening types and sizes. The numbers grow with the
 * window so that they read at the same size on screen, and the drawing's box leaves them room on every side (the
 * height's number stands turned beside the frame, its letters reaching a font size to the left of its line).
 */
export function WindowPicture({ configuration, frameColour, label }: WindowPictureProps) {
  const { width, height } = configuration;
  const sashes = sashesOf(configuration);
  const block = configuration.product === "balcony_block";
  const windowPartHeight = configuration.windowHeight ?? 0;
  const doorWidth = configuration.doorWidth ?? 0;
  const font = Math.max(60, Math.max(width, height) / 18);
  const left = RULE + GAP + font * 1.2;
  const top = FRAME + GAP;
  const bottom = RULE + GAP + font * 1.3;
  return (
    <svg
      className="window-picture"
      viewBox={`${-left} ${-top} ${width + left + FRAME + GAP} ${height + top + bottom}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#dcefff" />
          <stop offset="0.55" stopColor="#bcdcf5" />
          <stop offset="1" stopColor="#a4cbe9" />
        </linearGradient>
        <pattern id="wall" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="60" height="60" fill="#eef1f4" />
          <line x1="0" y1="0" x2="0" y2="60" stroke="#cfd6de" strokeWidth="14" />
        </pattern>
      </defs>
      {block && (
        <rect
          x={doorWidth}
          y={windowPartHeight}
          width={width - doorWidth}
          height={height - windowPartHeight}
          fill="url(#wall)"
        />
      )}
      <rect
        x={-FRAME / 2}
        y={-FRAME / 2}
        width={(block ? doorWidth : width) + FRAME}
        height={height + FRAME}
        fill="none"
        stroke={frameColour}
        strokeWidth={FRAME}
      />
      {block && (
        <rect
          x={doorWidth - FRAME / 2}
          y={-FRAME / 2}
          width={width - doorWidth + FRAME}
          height={windowPartHeight + FRAME}
          fill="none"
          stroke={frameColour}
          strokeWidth={FRAME}
        />
      )}
      {sashes.map((sash) => (
        <SashShape key={`${sash.role}-${sash.number}`} sash={sash} frameColour={frameColour} />
      ))}
      <g className="window-picture__dimensions" fill="#1d2733" fontSize={font} fontFamily="system-ui, sans-serif">
        <line x1={0} y1={height + RULE} x2={width} y2={height + RULE} stroke="#1d2733" strokeWidth={6} />
        <text x={width / 2} y={height + RULE + GAP + font} textAnchor="middle">
          {width}
        </text>
        <line x1={-RULE} y1={0} x2={-RULE} y2={height} stroke="#1d2733" strokeWidth={6} />
        <text x={-RULE - GAP} y={height / 2} textAnchor="middle" transform={`rotate(-90 ${-RULE - GAP} ${height / 2})`}>
          {height}
        </text>
      </g>
    </svg>
  );
}
