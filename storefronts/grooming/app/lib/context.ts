import {createStorefrontContext} from '@shared/hydrogen/context/context';

export function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  return createStorefrontContext({
    request,
    env,
    executionContext,
    i18n: {language: 'EN', country: 'IN'},
  });
}
