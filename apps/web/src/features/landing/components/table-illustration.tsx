/**
 * Decorative top-down view of a dinner table: seven guests and one empty chair ("your seat").
 * Pure inline SVG with a fixed viewBox so it reserves its space before paint (no layout shift).
 */

const CENTER = 240;
const SEATS = 8;
const EMPTY_SEAT = 1;

/** Shirt and hair colours drawn from the Storytable palette plus a few warm neutrals. */
const GUESTS = [
  { shirt: '#3f6b4a', hair: '#2b1d14' },
  { shirt: '#c2410c', hair: '#5b3a1e' },
  { shirt: '#e7c9a0', hair: '#1f1a17' },
  { shirt: '#7c2d12', hair: '#a0642c' },
  { shirt: '#8fb29a', hair: '#3a2618' },
  { shirt: '#fed7aa', hair: '#6b4423' },
  { shirt: '#2f5439', hair: '#1f1a17' },
  { shirt: '#e8a06b', hair: '#4a2f1b' },
];

function polar(radius: number, index: number, offsetDeg = 0) {
  const angle = ((index * 360) / SEATS - 90 + offsetDeg) * (Math.PI / 180);
  return {
    x: Math.round((CENTER + radius * Math.cos(angle)) * 10) / 10,
    y: Math.round((CENTER + radius * Math.sin(angle)) * 10) / 10,
    deg: (index * 360) / SEATS,
  };
}

const seats = GUESTS.slice(0, SEATS).map((guest, i) => ({
  ...guest,
  i,
  chair: i === EMPTY_SEAT ? polar(196, i, -4) : polar(180, i),
  plate: polar(112, i),
  glass: polar(120, i, 15),
}));

export function TableIllustration({ className }: { className?: string }) {
  const yourSeat = seats[EMPTY_SEAT]!.chair;
  return (
    <svg
      viewBox="0 0 480 480"
      width="480"
      height="480"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="st-table" cx="45%" cy="40%" r="65%">
          <stop offset="0%" stopColor="#b86b3c" />
          <stop offset="100%" stopColor="#7c3f1d" />
        </radialGradient>
        <radialGradient id="st-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#ffd9a0" stopOpacity="0.95" />
          <stop offset="60%" stopColor="#ffb866" stopOpacity="0.25" />
          <stop offset="100%" stopColor="#ffb866" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="st-shadow" cx="50%" cy="50%" r="50%">
          <stop offset="70%" stopColor="#431407" stopOpacity="0.12" />
          <stop offset="100%" stopColor="#431407" stopOpacity="0" />
        </radialGradient>
      </defs>

      <circle cx={CENTER} cy={CENTER + 8} r="236" fill="url(#st-shadow)" />

      {seats.map((s) =>
        s.i === EMPTY_SEAT ? null : (
          <g key={`guest-${s.i}`} transform={`rotate(${s.chair.deg} ${s.chair.x} ${s.chair.y})`}>
            <rect
              x={s.chair.x - 31}
              y={s.chair.y - 36}
              width="62"
              height="12"
              rx="6"
              fill="#c9b49c"
            />
            <rect
              x={s.chair.x - 28}
              y={s.chair.y - 28}
              width="56"
              height="38"
              rx="12"
              fill="#e3d3bf"
            />
            <ellipse cx={s.chair.x} cy={s.chair.y - 4} rx="29" ry="15" fill={s.shirt} />
            <circle cx={s.chair.x} cy={s.chair.y - 1} r="12" fill={s.hair} />
          </g>
        ),
      )}

      <g transform={`rotate(${yourSeat.deg + 14} ${yourSeat.x} ${yourSeat.y})`}>
        <rect
          x={yourSeat.x - 31}
          y={yourSeat.y - 36}
          width="62"
          height="12"
          rx="6"
          fill="#fed7aa"
          stroke="#c2410c"
          strokeWidth="2.5"
        />
        <rect
          x={yourSeat.x - 28}
          y={yourSeat.y - 28}
          width="56"
          height="38"
          rx="12"
          fill="#fffaf3"
          stroke="#c2410c"
          strokeWidth="2.5"
          strokeDasharray="6 5"
        />
      </g>

      <circle cx={CENTER} cy={CENTER} r="158" fill="url(#st-table)" />
      <circle cx={CENTER} cy={CENTER} r="150" fill="none" stroke="#ffffff" strokeOpacity="0.12" />

      {seats.map((s) => (
        <g key={`setting-${s.i}`}>
          <circle cx={s.plate.x} cy={s.plate.y} r="25" fill="#fffaf3" />
          <circle
            cx={s.plate.x}
            cy={s.plate.y}
            r="17"
            fill="none"
            stroke="#e8ddd0"
            strokeWidth="2"
          />
          <circle
            cx={s.glass.x}
            cy={s.glass.y}
            r="7"
            fill="#fde8e8"
            fillOpacity="0.55"
            stroke="#fff"
          />
        </g>
      ))}

      <circle cx={CENTER} cy={CENTER} r="78" fill="url(#st-glow)" />
      <ellipse
        cx={CENTER - 26}
        cy={CENTER + 6}
        rx="20"
        ry="9"
        fill="#3f6b4a"
        transform={`rotate(-25 ${CENTER - 26} ${CENTER + 6})`}
      />
      <ellipse
        cx={CENTER + 26}
        cy={CENTER - 4}
        rx="20"
        ry="9"
        fill="#2f5439"
        transform={`rotate(-25 ${CENTER + 26} ${CENTER - 4})`}
      />
      <ellipse
        cx={CENTER + 6}
        cy={CENTER + 26}
        rx="16"
        ry="8"
        fill="#8fb29a"
        transform={`rotate(40 ${CENTER + 6} ${CENTER + 26})`}
      />
      <circle cx={CENTER} cy={CENTER} r="13" fill="#fffaf3" />
      <circle cx={CENTER} cy={CENTER} r="5" fill="#f59e0b" />

      <g transform={`translate(${yourSeat.x - 40} ${yourSeat.y - 84})`}>
        <rect width="104" height="34" rx="17" fill="#431407" />
        <text
          x="52"
          y="22"
          textAnchor="middle"
          fill="#fffaf3"
          fontSize="15"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
          fontWeight="600"
        >
          Your seat
        </text>
      </g>
    </svg>
  );
}
