import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {CONFETTI, playConfetti} from './confetti';

const confetti = vi.hoisted(() => {
  const fire = Object.assign(
    vi.fn(() => Promise.resolve()),
    {reset: vi.fn()},
  );
  return {fire, create: vi.fn(() => fire)};
});
// vi.mock is hoisted above the imports, so ./confetti sees the fake.
vi.mock('canvas-confetti', () => ({default: {create: confetti.create}}));

/** Just enough DOM for playConfetti: a body that takes canvases. */
class FakeCanvas {
  attributes: Record<string, string> = {};
  style = {cssText: ''};
  isConnected = false;
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  remove() {
    this.isConnected = false;
  }
}

describe('confetti (docs/requirements.md, grooming: constants)', () => {
  let canvases: FakeCanvas[];
  beforeEach(() => {
    vi.useFakeTimers();
    canvases = [];
    vi.stubGlobal('document', {
      createElement: () => new FakeCanvas(),
      body: {
        appendChild(canvas: FakeCanvas) {
          canvas.isConnected = true;
          canvases.push(canvas);
        },
      },
    });
    confetti.create.mockClear();
    confetti.fire.mockClear();
    confetti.fire.reset.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('draws 100 particles with spread 80 after 1 s and removes the canvas after 3 s', async () => {
    expect(CONFETTI).toEqual({
      particleCount: 100,
      spread: 80,
      drawAfterMs: 1000,
      removeAfterMs: 3000,
    });
    playConfetti();
    expect(canvases).toHaveLength(1);
    expect(canvases[0]!.attributes['data-testid']).toBe('confetti');

    await vi.advanceTimersByTimeAsync(999);
    await vi.dynamicImportSettled();
    expect(confetti.create).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    expect(confetti.create).toHaveBeenCalledWith(
      canvases[0],
      expect.objectContaining({resize: true}),
    );
    expect(confetti.fire).toHaveBeenCalledWith(
      expect.objectContaining({particleCount: 100, spread: 80}),
    );
    expect(canvases[0]!.isConnected).toBe(true);

    await vi.advanceTimersByTimeAsync(1999);
    expect(canvases[0]!.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(canvases[0]!.isConnected).toBe(false);
    expect(confetti.fire.reset).toHaveBeenCalled();
  });

  it('does nothing on the server', () => {
    vi.stubGlobal('document', undefined);
    expect(() => playConfetti()).not.toThrow();
    expect(canvases).toHaveLength(0);
  });
});
