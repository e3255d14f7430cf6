/**
 * The fictional test numbers (10-digit mobile or prefix* : fixed 6-digit code) `npm start` and `npm test`
 * give the backend as PHONE_LOGIN_TEST_NUMBERS (test-numbers.ts). The e2e helpers log in with them
 * (tests/e2e/fixtures/login.ts). No import: the start scripts load this file too.
 */
export const LOCAL_TEST_NUMBERS = [
  // A fictional range: each e2e login takes a new number, so a new shopper (created by that login).
  '998*:246810',
  '9999900003:112233', // QA
  // The gum shop's dedicated test customers, one per login shape (seed/gum/index.ts GUM_LOGIN_CUSTOMERS).
  '9999900011:311311', // email + password
  '9999900012:312312', // Multipass
  '9999900013:313313', // activation URL + password
  '9999900014:314314', // activation URL + password (a second invited account: one per e2e viewport)
].join(',');
