/** Colours of a scene by time of day: sky, water, ground tint and lit windows. */
import type { Random } from '../random';
import type { TimeOfDay } from '../spec';

export interface Lighting {
  time: TimeOfDay;
  skyTop: string;
  skyMiddle: string;
  skyHorizon: string;
  /** Far hills/sea haze colour. */
  haze: string;
  sea: string;
  waterFar: string;
  waterNear: string;
  waterFloor: string;
  /** Multiplied over the ground and props: 0 = full daylight. */
  shade: number;
  shadeColour: string;
  window: string;
  foliage: string;
  foliageDark: string;
  lawn: string;
  cloud: string;
}

const DAY_SKIES = [
  ['#2f86d6', '#7bbcec', '#d7ecf8'],
  ['#3a8fdc', '#8fc8ef', '#e6f3fb'],
  ['#2a7cc9', '#6fb2e6', '#cfe6f5'],
] as const;
const DUSK_SKIES = [
  ['#2b2f6b', '#c4577a', '#ffb35c'],
  ['#3a2f6e', '#e0736a', '#ffd07a'],
  ['#232a5c', '#a44f86', '#ff9f68'],
] as const;
const NIGHT_SKIES = [
  ['#050b1f', '#0e1c3f', '#23386b'],
  ['#070d24', '#13224a', '#2b3f72'],
] as const;

export function lighting(time: TimeOfDay, rng: Random): Lighting {
  if (time === 'day') {
    const [skyTop, skyMiddle, skyHorizon] = rng.pick(DAY_SKIES);
    return {
      time,
      skyTop,
      skyMiddle,
      skyHorizon,
      haze: '#a9cbe0',
      sea: '#1f7fb8',
      waterFar: '#7fe0f0',
      waterNear: '#1a9fd0',
      waterFloor: '#5cc9e6',
      shade: 0,
      shadeColour: '#0a2540',
      window: '#bfe3f5',
      foliage: '#3f9b4f',
      foliageDark: '#276b3a',
      lawn: '#79b64f',
      cloud: '#ffffff',
    };
  }
  if (time === 'dusk') {
    const [skyTop, skyMiddle, skyHorizon] = rng.pick(DUSK_SKIES);
    return {
      time,
      skyTop,
      skyMiddle,
      skyHorizon,
      haze: '#b07a8c',
      sea: '#4b4f86',
      waterFar: '#f3b58a',
      waterNear: '#1c6f9e',
      waterFloor: '#3aa3c4',
      shade: 0.28,
      shadeColour: '#3a1f4a',
      window: '#ffc46b',
      foliage: '#3c6b4a',
      foliageDark: '#24432f',
      lawn: '#5d7f45',
      cloud: '#ffc8a8',
    };
  }
  const [skyTop, skyMiddle, skyHorizon] = rng.pick(NIGHT_SKIES);
  return {
    time,
    skyTop,
    skyMiddle,
    skyHorizon,
    haze: '#1d2d55',
    sea: '#0d1a3a',
    waterFar: '#5ff0ff',
    waterNear: '#0aa5d8',
    waterFloor: '#3fe0ff',
    shade: 0.55,
    shadeColour: '#050b24',
    window: '#ffcf73',
    foliage: '#1f4a3a',
    foliageDark: '#10291f',
    lawn: '#24452f',
    cloud: '#3b4b78',
  };
}
