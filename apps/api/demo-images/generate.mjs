// Draws the demo seed's pictures (made for this project; see README.md) and writes them as JPEG:
// `node apps/api/demo-images/generate.mjs`. Deterministic: the same drawings every run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const W = 1440;
const H = 900;
const here = import.meta.dirname;

/** A small deterministic generator, so re-running draws the same pictures. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const glow = (id, color) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

function candle(x, y, h) {
  return `<circle cx="${x}" cy="${y - h - 10}" r="70" fill="url(#flame)"/>
  <rect x="${x - 9}" y="${y - h}" width="18" height="${h}" rx="4" fill="#f6ead2"/>
  <ellipse cx="${x}" cy="${y - h - 14}" rx="6" ry="14" fill="#ffd27a"/>`;
}

function plate(x, y, r, food) {
  return `<circle cx="${x}" cy="${y + 6}" r="${r}" fill="#000" opacity="0.25"/>
  <circle cx="${x}" cy="${y}" r="${r}" fill="#f4ede1"/>
  <circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="#e9dfcd"/>
  <circle cx="${x - r * 0.15}" cy="${y - r * 0.1}" r="${r * 0.32}" fill="${food}"/>
  <circle cx="${x + r * 0.22}" cy="${y + r * 0.12}" r="${r * 0.18}" fill="#6b8f3e"/>`;
}

function glass(x, y, wine) {
  return `<circle cx="${x}" cy="${y}" r="34" fill="#fff" opacity="0.18"/>
  <circle cx="${x}" cy="${y}" r="26" fill="${wine}" opacity="0.85"/>
  <circle cx="${x - 9}" cy="${y - 9}" r="7" fill="#fff" opacity="0.35"/>`;
}

/** Candlelit dinner from above: a long wooden table, plates, glasses, candles. */
function tableFromAbove(seed, wood, cloth, food) {
  const r = random(seed);
  const plates = [];
  for (let i = 0; i < 4; i++) {
    const x = 260 + i * 310;
    plates.push(
      plate(x, 250, 92, food[i % food.length]),
      plate(x, 650, 92, food[(i + 1) % food.length]),
    );
    plates.push(glass(x + 120, 160, '#7a1f2b'), glass(x + 120, 740, '#c9a227'));
  }
  const crumbs = Array.from({ length: 60 }, () => {
    const x = r() * W;
    const y = 330 + r() * 240;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(1 + r() * 3).toFixed(1)}" fill="#d8b98a" opacity="0.5"/>`;
  }).join('');
  return `<defs>${glow('flame', '#ffcf70')}
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wood[0]}"/><stop offset="1" stop-color="${wood[1]}"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#wood)"/>
    ${Array.from({ length: 18 }, (_, i) => `<rect x="0" y="${i * 50}" width="${W}" height="2" fill="#000" opacity="0.12"/>`).join('')}
    <rect x="0" y="370" width="${W}" height="160" fill="${cloth}" opacity="0.9"/>
    ${crumbs}${plates.join('')}
    ${candle(420, 470, 90)}${candle(720, 480, 120)}${candle(1020, 470, 80)}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

/** A terrace at dusk: sky, hills, string lights and a long table in perspective. */
function terrace(seed, sky, hills, lights) {
  const r = random(seed);
  const bulbs = [];
  for (let i = 0; i <= 24; i++) {
    const x = (i / 24) * W;
    const y = 120 + Math.sin((i / 24) * Math.PI) * 120 + (r() - 0.5) * 8;
    bulbs.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="46" fill="url(#bulb)"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="8" fill="${lights}"/>`,
    );
  }
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * 260).toFixed(0)}" r="${(0.8 + r() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.3 + r() * 0.5).toFixed(2)}"/>`,
  ).join('');
  const settings = Array.from({ length: 6 }, (_, i) => {
    const t = i / 5;
    const y = 640 + t * 200;
    const spread = 220 + t * 330;
    const s = 0.6 + t * 0.8;
    return `<ellipse cx="${720 - spread}" cy="${y}" rx="${44 * s}" ry="${16 * s}" fill="#f4ede1"/><ellipse cx="${720 + spread}" cy="${y}" rx="${44 * s}" ry="${16 * s}" fill="#f4ede1"/>
      <circle cx="${720 - spread * 0.55}" cy="${y - 10}" r="${22 * s}" fill="url(#bulb)"/><rect x="${720 - spread * 0.55 - 4 * s}" y="${y - 34 * s}" width="${8 * s}" height="${28 * s}" fill="#f6ead2"/>`;
  }).join('');
  return `<defs>${glow('bulb', lights)}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
    <path d="M0 470 C 240 380, 420 430, 640 400 S 1100 360, 1440 430 L1440 900 L0 900Z" fill="${hills[0]}"/>
    <path d="M0 540 C 300 480, 560 520, 820 490 S 1240 470, 1440 520 L1440 900 L0 900Z" fill="${hills[1]}"/>
    <path d="M0 ${H} L 560 600 L 880 600 L ${W} ${H} Z" fill="#5a3a24"/>
    <path d="M 440 ${H} L 640 610 L 800 610 L 1000 ${H} Z" fill="#efe4d0"/>
    ${settings}
    <path d="M0 140 Q 720 380 1440 140" stroke="#2a1a12" stroke-width="3" fill="none" opacity="0.6"/>
    ${bulbs.join('')}`;
}

/** A still life in soft light: bread, a bowl of olives, a jug, on linen. */
function stillLife(seed, wall, linen, accent) {
  const r = random(seed);
  const olives = Array.from(
    { length: 14 },
    () =>
      `<ellipse cx="${(980 + (r() - 0.5) * 150).toFixed(0)}" cy="${(560 + (r() - 0.5) * 40).toFixed(0)}" rx="20" ry="15" fill="${r() > 0.5 ? '#4f5d2a' : '#2f3a1a'}"/>`,
  ).join('');
  return `<defs>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff5e0" stop-opacity="0.7"/><stop offset="1" stop-color="#fff5e0" stop-opacity="0"/></radialGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
    <linearGradient id="bread" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d99a4e"/><stop offset="1" stop-color="#8f5320"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <rect y="520" width="${W}" height="380" fill="${linen}"/>
    <rect y="520" width="${W}" height="8" fill="#000" opacity="0.1"/>
    <ellipse cx="420" cy="640" rx="270" ry="40" fill="#000" opacity="0.18"/>
    <path d="M170 620 C 200 460, 640 440, 680 610 Z" fill="url(#bread)"/>
    ${[260, 360, 460, 560].map((x) => `<path d="M${x} 520 q 30 -20 50 10" stroke="#f3d3a0" stroke-width="8" fill="none" stroke-linecap="round"/>`).join('')}
    <ellipse cx="980" cy="600" rx="190" ry="36" fill="#000" opacity="0.18"/>
    <path d="M800 560 Q 980 700 1160 560 Z" fill="${accent}"/>
    <ellipse cx="980" cy="560" rx="180" ry="30" fill="#f4ede1"/>${olives}
    <path d="M1180 330 q -20 120 0 260 h 150 q 20 -140 0 -260 z" fill="#c7b8a0"/>
    <ellipse cx="1255" cy="330" rx="75" ry="16" fill="#8c7a60"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>`;
}

/** A portrait illustration: head and shoulders on a coloured ground. */
function portrait(ground, skin, hair, shirt, style) {
  const hairShape =
    style === 'long'
      ? `<path d="M120 210 C 110 110, 290 110, 280 210 L 300 330 L 100 330 Z" fill="${hair}"/>`
      : style === 'curly'
        ? Array.from(
            { length: 9 },
            (_, i) =>
              `<circle cx="${130 + i * 17}" cy="${125 + Math.abs(4 - i) * 6}" r="26" fill="${hair}"/>`,
          ).join('')
        : `<path d="M128 190 C 120 105, 280 105, 272 190 C 250 140, 150 140, 128 190 Z" fill="${hair}"/>`;
  return `<defs><radialGradient id="g" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="400" height="400" fill="${ground}"/>
    ${style === 'long' ? hairShape : ''}
    <path d="M60 400 C 70 300, 330 300, 340 400 Z" fill="${shirt}"/>
    <rect x="175" y="250" width="50" height="60" rx="20" fill="${skin}"/>
    <ellipse cx="200" cy="200" rx="72" ry="86" fill="${skin}"/>
    ${style === 'long' ? `<path d="M130 190 C 140 120, 260 120, 270 190 C 240 150, 160 150, 130 190 Z" fill="${hair}"/>` : hairShape}
    <rect width="400" height="400" fill="url(#g)"/>`;
}

const svg = (w, h, body) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

const covers = {
  'cover-candlelit-table': tableFromAbove(7, ['#5a3320', '#3a2014'], '#efe4d0', [
    '#b5502c',
    '#d08a3a',
    '#7a3b2a',
  ]),
  'cover-harvest-table': tableFromAbove(11, ['#6b4a2c', '#43301c'], '#d9c7a3', [
    '#c8702e',
    '#9c2f2f',
    '#e0b04a',
  ]),
  'cover-terrace-dusk': terrace(
    3,
    ['#1d2a4a', '#b8573a', '#f0a35e'],
    ['#2d3a2a', '#1f2a1d'],
    '#ffd27a',
  ),
  'cover-terrace-night': terrace(
    5,
    ['#0f1830', '#3a2a5a', '#a0506a'],
    ['#1c2430', '#121820'],
    '#ffe0a0',
  ),
  'cover-still-life': stillLife(13, ['#c9a27a', '#8a5a3a'], '#efe6d6', '#2f5439'),
};
const portraits = {
  'host-eleanor': portrait('#8a4b2f', '#f1c9a5', '#d9d4cc', '#3a2a24', 'long'),
  'host-marcus': portrait('#3f5a45', '#a86b45', '#1f1a17', '#e8dcc6', 'short'),
  'host-hannah': portrait('#6b2f5b', '#e0b08a', '#3a2418', '#f2e6d0', 'curly'),
};

for (const [name, body] of Object.entries(covers)) {
  const jpeg = await sharp(svg(W, H, body))
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
  writeFileSync(join(here, `${name}.jpg`), jpeg);
}
for (const [name, body] of Object.entries(portraits)) {
  const jpeg = await sharp(svg(400, 400, body))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  writeFileSync(join(here, `${name}.jpg`), jpeg);
}
