import { describe, expect, it } from 'vitest';
import './no-eval';
import { config } from 'zod';

describe('no-eval', () => {
  it('turns zod’s jitless mode on through the object zod reads', () => {
    // zod's own configuration is the object no-eval wrote, with jitless on.
    expect(config().jitless).toBe(true);
    expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });
});
