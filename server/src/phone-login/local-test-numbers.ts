/**
 * The fictional test numbers (10-digit mobile : fixed 6-digit code) `npm start` and `npm test` give the
 * backend as PHONE_LOGIN_TEST_NUMBERS (test-numbers.ts). The e2e helpers log in with them
 * (tests/e2e/phone-login.ts). No import: the start scripts load this file too.
 */
export const LOCAL_TEST_NUMBERS = '9999900001:246810,9999900002:135790,9999900003:112233';
