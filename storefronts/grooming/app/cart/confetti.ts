/**
 * Confetti (docs/requirements.md, grooming: constants): canvas-confetti, loaded on first use; 100 particles, spread 80, drawn
 * 1 s after the trigger; the canvas is removed 3 s after the trigger.
 */
export const CONFETTI = {
  particleCount: 100,
  spread: 80,
  drawAfterMs: 1000,
  removeAfterMs: 3000,
} as const;

export function playConfetti(): void {
  if (typeof document === 'undefined') return;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('data-testid', 'confetti');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText =
    'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:2147483001';
  document.body.appendChild(canvas);
  let reset: (() => void) | undefined;
  const draw = setTimeout(() => {
    import('canvas-confetti')
      .then(({default: confetti}) => {
        if (!canvas.isConnected) return;
        const fire = confetti.create(canvas, {
          resize: true,
          useWorker: false,
          disableForReducedMotion: true,
        });
        reset = () => fire.reset();
        void fire({
          particleCount: CONFETTI.particleCount,
          spread: CONFETTI.spread,
          origin: {y: 0.6},
        });
      })
      .catch((error) => console.warn('[cart] confetti unavailable', error));
  }, CONFETTI.drawAfterMs);
  setTimeout(() => {
    clearTimeout(draw);
    reset?.();
    canvas.remove();
  }, CONFETTI.removeAfterMs);
}
