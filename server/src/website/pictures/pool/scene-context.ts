import type { Random } from '../random';
import type { Defs } from '../svg';
import type { Camera } from './camera';
import type { Lighting } from './light';

/** What a pool style draws with: the scene's defs, random numbers, light, size and camera. */
export interface SceneContext {
  defs: Defs;
  rng: Random;
  light: Lighting;
  width: number;
  height: number;
  /** Builds the camera for this style: eye height (m), horizon as a share of the height, yaw range. */
  camera: (eye: [number, number], horizon: [number, number], yaw?: number) => Camera;
}
