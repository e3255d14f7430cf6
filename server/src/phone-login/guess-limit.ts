/**
 * Wrong one-time codes per client (connecting IP, or the buyer IP a merchant's server names: send-limit.ts
 * `clientOf`) and number (`otpWrongGuessesPerClient`, decision 63): a client
 * that has guessed wrong five times for a number waits (429 `TOO_MANY_WRONG_CODES`, Retry-After) instead of
 * burning the code, which survives more wrong guesses in all (service.ts OTP_MAX_ATTEMPTS). So nobody
 * can lock a number's owner out by guessing at their code; the right code from the owner still works.
 * Each guess is counted up front and given back unless it was wrong (parallel guesses cannot slip by).
 */
import type {Handler, Reply} from '../http/router.ts';
import {limiter} from '../rate-limit/limits.ts';
import {clientOf, numberKey} from './send-limit.ts';

const MESSAGE =
  'Too many wrong attempts for this number. Please wait a few minutes and try again.';

function isWrongGuess(reply: Reply): boolean {
  const code = (reply.body as {error?: {code?: unknown}} | undefined)?.error
    ?.code;
  return code === 'WRONG_CODE' || code === 'TOO_MANY_ATTEMPTS';
}

/**
 * Counts one guess at `number`'s code (`shop:+91…`) from `client`, in the same bucket whoever asks (the
 * login widget, the storefront's login page, the checkout's COD step): the wait when this client must
 * stop, else null; `settle(wrong)` gives the guess back unless it was wrong.
 */
export function otpGuessGate(
  number: string,
  client: string,
): {waitSeconds: number | null; settle(wrong: boolean): void} {
  const key = `otp-guess:${client}|${number}`;
  const bucket = limiter('otpWrongGuessesPerClient');
  const decision = bucket.consume(key);
  if (!decision.allowed)
    return {waitSeconds: decision.retryAfterSeconds, settle: () => {}};
  return {
    waitSeconds: null,
    settle: (wrong) => {
      if (!wrong) bucket.refund(key);
    },
  };
}

export function limitOtpGuesses(handler: Handler): Handler {
  return async (ctx): Promise<Reply> => {
    const number = numberKey(ctx);
    if (!number) return handler(ctx); // the handler answers the 400/404
    const gate = otpGuessGate(number, clientOf(ctx));
    if (gate.waitSeconds !== null) {
      return {
        status: 429,
        headers: {'Retry-After': String(gate.waitSeconds)},
        body: {
          success: false,
          error: {
            code: 'TOO_MANY_WRONG_CODES',
            message: MESSAGE,
            retryAfterSeconds: gate.waitSeconds,
          },
        },
      };
    }
    const reply = await handler(ctx);
    gate.settle(isWrongGuess(reply));
    return reply;
  };
}
