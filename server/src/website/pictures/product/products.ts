/**
 * Studio renderings of pool products, one drawing per shape, on a 1200×1200 canvas.
 * Each drawing stands on the floor line and uses the given body colour for its main housing.
 */

import { darken, lighten } from '../colour';
import type { Random } from '../random';
import type { ProductShape } from '../spec';
import { type Defs, el, num } from '../svg';
import { cylinderShade, floorShadow } from './studio';

const FLOOR = 960;
const STEEL = ['#6f7b86', '#f4f7f9', '#b9c3cc'] as const;

type Draw = (defs: Defs, rng: Random, colour: string) => string;

function metal(defs: Defs): string {
  return cylinderShade(defs, STEEL[2], STEEL[1], STEEL[0]);
}

function body(defs: Defs, colour: string): string {
  return cylinderShade(defs, colour, lighten(colour, 0.35), darken(colour, 0.35));
}

/** A cylinder standing on the floor: side, rounded top ellipse. */
function cylinder(
  defs: Defs,
  cx: number,
  bottom: number,
  width: number,
  height: number,
  colour: string,
): string {
  const ry = width * 0.12;
  return (
    el('path', {
      d: `M${num(cx - width / 2)} ${num(bottom - height)}V${num(bottom)}A${num(width / 2)} ${num(ry)} 0 0 0 ${num(cx + width / 2)} ${num(bottom)}V${num(bottom - height)}Z`,
      fill: body(defs, colour),
    }) + el('ellipse', { cx, cy: bottom - height, rx: width / 2, ry, fill: lighten(colour, 0.25) })
  );
}

const pump: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 420);
  // Base plate.
  out += el('rect', { x: 230, y: FLOOR - 40, width: 740, height: 40, rx: 10, fill: darken(colour, 0.45) });
  // Motor: a horizontal finned cylinder on the right.
  const motorFill = defs.linear([
    { offset: 0, colour: '#e9edf0' },
    { offset: 0.35, colour: '#ffffff' },
    { offset: 1, colour: '#8d98a2' },
  ]);
  out += el('rect', { x: 600, y: 560, width: 340, height: 360, rx: 60, fill: motorFill });
  let fins = '';
  for (let y = 600; y < 900; y += 28) fins += `M620 ${y}H920`;
  out += el('path', { d: fins, stroke: '#9aa5ae', 'stroke-width': 5, opacity: 0.6 });
  out += el('rect', { x: 930, y: 690, width: 40, height: 100, rx: 12, fill: '#5b6670' });
  out += el('rect', { x: 700, y: 520, width: 140, height: 60, rx: 14, fill: '#3a4450' });
  // Pump housing with volute and strainer basket lid on the left.
  out += el('path', { d: 'M300 920V640Q300 560 380 560H600V920Z', fill: body(defs, colour) });
  out += el('circle', { cx: 560, cy: 740, r: 150, fill: body(defs, colour) });
  out += el('circle', {
    cx: 560,
    cy: 740,
    r: 90,
    fill: lighten(colour, 0.2),
    stroke: darken(colour, 0.25),
    'stroke-width': 8,
  });
  out += cylinder(defs, 380, 560, 230, 140, colour);
  // Clear basket lid showing the strainer basket.
  out += el('ellipse', {
    cx: 380,
    cy: 420,
    rx: 115,
    ry: 28,
    fill: '#cfe9f5',
    opacity: 0.85,
    stroke: darken(colour, 0.3),
    'stroke-width': 6,
  });
  out += el('ellipse', { cx: 380, cy: 420, rx: 60, ry: 14, fill: '#8fb8c9' });
  // Inlet and outlet unions.
  out += el('rect', { x: 170, y: 640, width: 140, height: 90, rx: 16, fill: darken(colour, 0.2) });
  out += el('rect', { x: 500, y: 500, width: 110, height: 70, rx: 14, fill: darken(colour, 0.2) });
  return out;
};

const sandFilter: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 330);
  out += el('rect', { x: 380, y: FLOOR - 60, width: 440, height: 60, rx: 18, fill: darken(colour, 0.5) });
  // Tank: a capsule.
  out += el('path', {
    d: `M360 ${FLOOR - 60}V420Q360 250 600 250Q840 250 840 420V${FLOOR - 60}Z`,
    fill: body(defs, colour),
  });
  out += el('path', { d: `M360 ${FLOOR - 140}H840`, stroke: darken(colour, 0.2), 'stroke-width': 6 });
  // Multiport valve with its handle and pressure gauge on top.
  out += el('ellipse', { cx: 600, cy: 250, rx: 150, ry: 40, fill: '#2f3a44' });
  out += el('rect', { x: 500, y: 150, width: 200, height: 100, rx: 20, fill: '#3e4b57' });
  out += el('circle', { cx: 600, cy: 150, r: 70, fill: '#4d5b68' });
  out += el('rect', { x: 590, y: 40, width: 20, height: 110, rx: 8, fill: '#e4572e' });
  out += el('rect', { x: 520, y: 40, width: 160, height: 34, rx: 16, fill: '#e4572e' });
  out += el('circle', { cx: 760, cy: 170, r: 40, fill: '#f4f7f9', stroke: '#3e4b57', 'stroke-width': 10 });
  out += el('path', { d: 'M760 170L782 148', stroke: '#e4572e', 'stroke-width': 6 });
  for (const [x, y] of [
    [440, 200],
    [760, 240],
  ] as const)
    out += el('rect', { x: x - 60, y: y - 22, width: 120, height: 44, rx: 12, fill: '#2f3a44' });
  return out;
};

const cartridgeFilter: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 260);
  out += cylinder(defs, 600, FLOOR - 20, 380, 560, colour);
  let ribs = '';
  for (let y = FLOOR - 540; y < FLOOR - 40; y += 60) ribs += `M420 ${y}H780`;
  out += el('path', { d: ribs, stroke: darken(colour, 0.2), 'stroke-width': 5, opacity: 0.5 });
  out += el('rect', { x: 400, y: FLOOR - 640, width: 400, height: 90, rx: 30, fill: darken(colour, 0.35) });
  out += el('rect', { x: 430, y: FLOOR - 650, width: 60, height: 40, rx: 10, fill: '#e4572e' });
  for (const x of [330, 870])
    out += el('rect', {
      x: x - 60,
      y: FLOOR - 300,
      width: 120,
      height: 70,
      rx: 14,
      fill: darken(colour, 0.25),
    });
  return out;
};

const ledLight: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 330);
  const glow = defs.radial([
    { offset: 0, colour: '#ffffff' },
    { offset: 0.45, colour: lighten(colour, 0.5) },
    { offset: 1, colour, opacity: 0.1 },
  ]);
  out += el('circle', { cx: 600, cy: 600, r: 420, fill: glow, opacity: 0.45 });
  out += el('ellipse', { cx: 600, cy: 600, rx: 320, ry: 320, fill: metal(defs) });
  out += el('circle', { cx: 600, cy: 600, r: 260, fill: '#e9f6fb', stroke: '#9aa5ae', 'stroke-width': 10 });
  let leds = '';
  for (let ring = 0; ring < 3; ring += 1) {
    const count = 6 + ring * 8;
    for (let i = 0; i < count; i += 1) {
      const a = (i / count) * Math.PI * 2;
      leds += el('circle', {
        cx: 600 + Math.cos(a) * (60 + ring * 70),
        cy: 600 + Math.sin(a) * (60 + ring * 70),
        r: 18,
        fill: lighten(colour, 0.35),
        stroke: '#ffffff',
        'stroke-width': 4,
      });
    }
  }
  out += leds + el('circle', { cx: 600, cy: 600, r: 30, fill: '#ffffff' });
  out += el('path', {
    d: 'M380 430Q480 360 600 350',
    stroke: '#ffffff',
    'stroke-width': 14,
    fill: 'none',
    opacity: 0.7,
    'stroke-linecap': 'round',
  });
  return out;
};

const ladder: Draw = (defs) => {
  let out = floorShadow(defs, 600, FLOOR, 320);
  const rail = metal(defs);
  for (const x of [420, 780]) {
    out += el('path', {
      d: `M${x} ${FLOOR}V380Q${x} 200 ${x + 180} 200Q${x + 260} 200 ${x + 260} 300`,
      stroke: '#7c8791',
      'stroke-width': 48,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    out += el('path', {
      d: `M${x} ${FLOOR}V380Q${x} 200 ${x + 180} 200Q${x + 260} 200 ${x + 260} 300`,
      stroke: '#eef2f5',
      'stroke-width': 26,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  }
  for (const y of [520, 680, 840]) {
    out += el('rect', { x: 420, y, width: 360, height: 46, rx: 10, fill: rail });
    out += el('rect', { x: 440, y: y + 8, width: 320, height: 10, rx: 5, fill: '#5b6670', opacity: 0.5 });
  }
  return out;
};

const heatPump: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 440);
  out += el('rect', { x: 200, y: 360, width: 800, height: 560, rx: 30, fill: body(defs, colour) });
  out += el('rect', { x: 200, y: 330, width: 800, height: 50, rx: 20, fill: lighten(colour, 0.2) });
  out += el('circle', { cx: 480, cy: 640, r: 210, fill: '#2c3540' });
  let grille = '';
  for (let r = 40; r <= 200; r += 32)
    grille += el('circle', { cx: 480, cy: 640, r, fill: 'none', stroke: '#c8d0d7', 'stroke-width': 6 });
  grille += el('path', { d: 'M270 640H690M480 430V850', stroke: '#c8d0d7', 'stroke-width': 6 });
  out += grille;
  for (let i = 0; i < 3; i += 1)
    out += el('path', {
      d: `M480 640Q${480 + 40} ${640 - 130} ${480 + 130} ${640 - 60}`,
      fill: '#5b6670',
      transform: `rotate(${i * 120} 480 640)`,
    });
  out += el('circle', { cx: 480, cy: 640, r: 34, fill: '#8d98a2' });
  out += el('rect', { x: 760, y: 480, width: 180, height: 110, rx: 14, fill: '#1d2630' });
  out += el('rect', { x: 780, y: 500, width: 140, height: 44, rx: 6, fill: '#28d3c2' });
  for (const x of [250, 900])
    out += el('rect', { x: x - 30, y: 910, width: 80, height: 30, rx: 6, fill: '#3a4450' });
  return out;
};

const robotCleaner: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 420);
  for (const x of [260, 940])
    out += el('rect', { x: x - 90, y: 700, width: 180, height: 260, rx: 70, fill: '#2c3540' });
  let treads = '';
  for (let y = 720; y < 950; y += 30) treads += `M180 ${y}H340M860 ${y}H1020`;
  out += el('path', { d: treads, stroke: '#56616c', 'stroke-width': 8 });
  out += el('path', { d: 'M300 920V600Q300 420 600 420Q900 420 900 600V920Z', fill: body(defs, colour) });
  out += el('path', { d: 'M380 600Q380 480 600 480Q820 480 820 600Z', fill: '#cfe9f5', opacity: 0.8 });
  out += el('rect', { x: 520, y: 330, width: 160, height: 110, rx: 30, fill: darken(colour, 0.35) });
  out += el('path', {
    d: 'M600 330Q600 150 820 120',
    stroke: '#1d2630',
    'stroke-width': 26,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  out += el('rect', { x: 340, y: 840, width: 520, height: 60, rx: 20, fill: '#f2b705' });
  return out;
};

const chlorinator: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 380);
  // Wall control box.
  out += el('rect', { x: 200, y: 200, width: 360, height: 480, rx: 30, fill: body(defs, '#eef2f5') });
  out += el('rect', { x: 240, y: 250, width: 280, height: 130, rx: 12, fill: '#1d2630' });
  out += el(
    'text',
    {
      x: 380,
      y: 340,
      'text-anchor': 'middle',
      'font-family': 'system-ui, Arial, sans-serif',
      'font-size': 70,
      fill: '#28d3c2',
      'font-weight': 700,
    },
    '3.2',
  );
  for (const [i, c] of ['#0f9d8f', '#f2b705', '#e4572e'].entries())
    out += el('circle', { cx: 290 + i * 90, cy: 460, r: 28, fill: c });
  out += el('path', {
    d: 'M380 680V760Q380 820 500 820H600',
    stroke: '#2c3540',
    'stroke-width': 18,
    fill: 'none',
  });
  // Electrolytic cell: a clear tube in pipe unions.
  out += el('rect', { x: 560, y: 720, width: 460, height: 200, rx: 90, fill: body(defs, colour) });
  out += el('rect', { x: 650, y: 750, width: 280, height: 140, rx: 50, fill: '#d6f0f7', opacity: 0.85 });
  let plates = '';
  for (let x = 680; x < 910; x += 30) plates += `M${x} 770V870`;
  out += el('path', { d: plates, stroke: '#8d98a2', 'stroke-width': 8 });
  for (const x of [520, 1040])
    out += el('rect', { x: x - 50, y: 770, width: 100, height: 100, rx: 18, fill: darken(colour, 0.3) });
  return out;
};

const skimmer: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 380);
  out += el('path', { d: `M300 ${FLOOR - 40}L340 420H860L900 ${FLOOR - 40}Z`, fill: body(defs, colour) });
  out += el('rect', { x: 280, y: 360, width: 640, height: 80, rx: 16, fill: lighten(colour, 0.25) });
  out += el('ellipse', { cx: 600, cy: 380, rx: 200, ry: 40, fill: darken(colour, 0.25) });
  out += el('ellipse', { cx: 600, cy: 372, rx: 170, ry: 30, fill: lighten(colour, 0.4) });
  // Mouth with weir flap.
  out += el('rect', { x: 380, y: 520, width: 440, height: 220, rx: 20, fill: '#2c3540' });
  out += el('rect', { x: 400, y: 540, width: 400, height: 170, rx: 12, fill: lighten(colour, 0.1) });
  out += el('rect', { x: 540, y: FLOOR - 60, width: 120, height: 60, rx: 10, fill: darken(colour, 0.35) });
  return out;
};

const nozzle: Draw = (defs) => {
  let out = floorShadow(defs, 600, FLOOR, 300);
  out += el('rect', { x: 440, y: 620, width: 320, height: 320, rx: 40, fill: metal(defs) });
  let thread = '';
  for (let y = 660; y < 920; y += 26) thread += `M440 ${y}H760`;
  out += el('path', { d: thread, stroke: '#7c8791', 'stroke-width': 7 });
  out += el('ellipse', {
    cx: 600,
    cy: 600,
    rx: 280,
    ry: 70,
    fill: '#dfe6ec',
    stroke: '#8d98a2',
    'stroke-width': 8,
  });
  out += el('circle', { cx: 600, cy: 500, r: 150, fill: metal(defs) });
  out += el('circle', { cx: 600, cy: 500, r: 70, fill: '#2c3540' });
  out += el('circle', { cx: 580, cy: 480, r: 24, fill: '#5b6670' });
  out += el('path', {
    d: 'M480 400Q560 340 660 360',
    stroke: '#ffffff',
    'stroke-width': 12,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: 0.8,
  });
  return out;
};

const testKit: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 440);
  out += el('rect', { x: 180, y: 420, width: 840, height: 520, rx: 40, fill: body(defs, colour) });
  out += el('rect', { x: 180, y: 420, width: 840, height: 90, rx: 40, fill: darken(colour, 0.2) });
  // Comparator block with two vials showing chlorine (yellow) and pH (red) scales.
  out += el('rect', { x: 250, y: 560, width: 420, height: 320, rx: 20, fill: '#ffffff', opacity: 0.95 });
  const scales = [
    ['#fff6c2', '#ffe066', '#f2c200', '#d99e00'],
    ['#ffd2c2', '#ff9b7a', '#e4572e', '#a4271a'],
  ];
  for (const [i, scale] of scales.entries()) {
    for (const [k, c] of scale.entries())
      out += el('rect', { x: 290 + i * 190, y: 600 + k * 64, width: 60, height: 54, rx: 8, fill: c });
    out += el('rect', {
      x: 370 + i * 190,
      y: 590,
      width: 50,
      height: 260,
      rx: 25,
      fill: '#e9f6fb',
      stroke: '#9aa5ae',
      'stroke-width': 4,
    });
    out += el('rect', {
      x: 374 + i * 190,
      y: 700,
      width: 42,
      height: 146,
      rx: 20,
      fill: scale[2]!,
      opacity: 0.8,
    });
  }
  for (const [i, c] of ['#f2b705', '#e4572e'].entries()) {
    out += el('rect', { x: 740 + i * 130, y: 560, width: 100, height: 300, rx: 22, fill: '#ffffff' });
    out += el('rect', { x: 760 + i * 130, y: 520, width: 60, height: 60, rx: 10, fill: c });
  }
  return out;
};

const cover: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 500);
  // Roller reel on stands with the slatted cover partly rolled out.
  out += el('path', {
    d: `M200 ${FLOOR - 10}L360 ${FLOOR - 90}L1100 ${FLOOR - 90}L1000 ${FLOOR - 10}Z`,
    fill: lighten(colour, 0.2),
  });
  let slats = '';
  for (let x = 380; x < 1080; x += 40) slats += `M${x} ${FLOOR - 88}L${x - 90} ${FLOOR - 12}`;
  out += el('path', { d: slats, stroke: darken(colour, 0.2), 'stroke-width': 4 });
  out += el('rect', { x: 160, y: 560, width: 860, height: 260, rx: 130, fill: body(defs, colour) });
  let wraps = '';
  for (let x = 240; x < 960; x += 36) wraps += `M${x} 580V800`;
  out += el('path', { d: wraps, stroke: darken(colour, 0.25), 'stroke-width': 4, opacity: 0.5 });
  for (const x of [150, 1030]) {
    out += el('path', { d: `M${x - 60} ${FLOOR}L${x} 690L${x + 60} ${FLOOR}Z`, fill: '#8d98a2' });
    out += el('circle', { cx: x, cy: 690, r: 56, fill: metal(defs) });
  }
  out += el('circle', { cx: 1030, cy: 690, r: 26, fill: '#2c3540' });
  return out;
};

const uvSystem: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 460);
  out += el('rect', { x: 150, y: 560, width: 900, height: 190, rx: 95, fill: metal(defs) });
  out += el('rect', { x: 360, y: 600, width: 480, height: 110, rx: 20, fill: colour, opacity: 0.85 });
  out += el('rect', { x: 380, y: 640, width: 440, height: 30, rx: 15, fill: '#c9a8ff' });
  for (const x of [300, 900])
    out += el('rect', { x: x - 40, y: 750, width: 80, height: 190, rx: 12, fill: '#5b6670' });
  out += el('rect', { x: 80, y: 600, width: 110, height: 110, rx: 20, fill: '#3a4450' });
  out += el('rect', { x: 1010, y: 600, width: 110, height: 110, rx: 20, fill: '#3a4450' });
  out += el('rect', {
    x: 480,
    y: 330,
    width: 240,
    height: 170,
    rx: 20,
    fill: '#eef2f5',
    stroke: '#9aa5ae',
    'stroke-width': 6,
  });
  out += el('circle', { cx: 600, cy: 415, r: 36, fill: '#8b5cf6' });
  out += el('path', { d: 'M600 500V560', stroke: '#2c3540', 'stroke-width': 14 });
  return out;
};

const chemical: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 340);
  out += el('path', { d: `M330 360L380 ${FLOOR}H820L870 360Z`, fill: body(defs, '#f4f7f9') });
  out += el('rect', { x: 300, y: 300, width: 600, height: 90, rx: 24, fill: colour });
  out += el('path', {
    d: 'M440 300Q600 170 760 300',
    stroke: darken(colour, 0.3),
    'stroke-width': 22,
    fill: 'none',
  });
  // Label band with a water-drop pictogram (no words, the site shows the product name).
  out += el('rect', { x: 370, y: 500, width: 460, height: 300, rx: 20, fill: colour });
  out += el('path', {
    d: 'M600 560C640 620 670 660 670 700A70 70 0 0 1 530 700C530 660 560 620 600 560Z',
    fill: '#ffffff',
  });
  out += el('rect', { x: 420, y: 760, width: 360, height: 14, rx: 7, fill: '#ffffff', opacity: 0.7 });
  return out;
};

const window: Draw = (defs, _rng, colour) => {
  let out = floorShadow(defs, 600, FLOOR, 420);
  const frame = colour;
  out += el('rect', { x: 220, y: 180, width: 760, height: 770, rx: 10, fill: body(defs, frame) });
  const sky = defs.linear([
    { offset: 0, colour: '#bfe3f5' },
    { offset: 1, colour: '#e9f6fb' },
  ]);
  for (const x of [270, 610]) {
    out += el('rect', { x, y: 230, width: 320, height: 670, rx: 6, fill: darken(frame, 0.12) });
    out += el('rect', { x: x + 24, y: 254, width: 272, height: 622, fill: sky });
    out += el('path', {
      d: `M${x + 60} 254L${x + 150} 254L${x + 24} 500L${x + 24} 330Z`,
      fill: '#ffffff',
      opacity: 0.5,
    });
  }
  out += el('rect', { x: 578, y: 520, width: 20, height: 110, rx: 8, fill: '#8d98a2' });
  out += el('rect', { x: 200, y: 940, width: 800, height: 24, rx: 6, fill: darken(frame, 0.2) });
  return out;
};

export const PRODUCT_DRAWINGS: Record<ProductShape, Draw> = {
  pump,
  'sand-filter': sandFilter,
  'cartridge-filter': cartridgeFilter,
  'led-light': ledLight,
  ladder,
  'heat-pump': heatPump,
  'robot-cleaner': robotCleaner,
  chlorinator,
  skimmer,
  nozzle,
  'test-kit': testKit,
  cover,
  'uv-system': uvSystem,
  chemical,
  window,
};
