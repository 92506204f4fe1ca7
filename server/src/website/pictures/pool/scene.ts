/** A pool scene of any size: camera, light and sky, then the style's composition on top. */
import { createRandom } from '../random';
import type { PoolStyle, TimeOfDay } from '../spec';
import { Defs, el } from '../svg';
import { lighting } from './light';
import type { SceneContext } from './scene-context';
import { drawSky } from './sky';
import { POOL_STYLES } from './styles';

export interface SceneDrawing {
  defs: Defs;
  body: string;
}

export function drawPoolScene(
  style: PoolStyle,
  time: TimeOfDay,
  width: number,
  height: number,
  seed: number,
): SceneDrawing {
  const rng = createRandom(seed);
  const defs = new Defs();
  const light = lighting(time, rng);
  let horizonY = height * 0.45;
  const context: SceneContext = {
    defs,
    rng,
    light,
    width,
    height,
    camera: (eye, horizon, yaw = 0.06) => {
      horizonY = height * (horizon[0] + rng.next() * (horizon[1] - horizon[0]));
      return {
        width,
        height,
        horizon: horizonY,
        // Focal length follows the wider side so a banner and a card frame the same scene alike.
        focal: Math.max(width, height * 1.4) * 0.62,
        eyeHeight: eye[0] + rng.next() * (eye[1] - eye[0]),
        yaw: (rng.next() - 0.5) * 2 * yaw,
        eyeX: (rng.next() - 0.5) * 1.5,
      };
    },
  };
  const composition = POOL_STYLES[style](context);
  const sky = composition.indoor ? '' : drawSky(defs, rng, light, width, horizonY);
  // A gentle vignette gives the flat drawing some depth.
  const vignette = defs.radial(
    [
      { offset: 0.6, colour: '#000000', opacity: 0 },
      { offset: 1, colour: '#000000', opacity: time === 'day' ? 0.16 : 0.3 },
    ],
    0.5,
    0.5,
    0.75,
  );
  return { defs, body: sky + composition.body + el('rect', { x: 0, y: 0, width, height, fill: vignette }) };
}
