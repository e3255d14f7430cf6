// Oxygen worker entry: Hydrogen's context for this store, then React Router.
import * as serverBuild from 'virtual:react-router/server-build';
import {createStorefrontFetchHandler} from '@shared/hydrogen/context/request-handler';
import {languageFromRequest, languageRedirect} from '@shared/i18n/url';
import {createAppContext} from '~/lib/context';
import {languageOptions, localizePathFor} from '~/i18n';
import {resources} from '~/locales';

const handler = createStorefrontFetchHandler(serverBuild, createAppContext, {
  // A forged form to /hi/… is refused in Hindi, and a failure before any route is told in Hindi: the
  // language the URL names (decision 47).
  wordsFor(request) {
    const language = languageFromRequest(request, languageOptions);
    const {errors} = resources[language].common;
    return {
      language,
      home: {label: errors.backHome, path: localizePathFor('/', language)},
      crossSite: errors.crossSite,
      unexpected: errors.unexpected,
    };
  },
});

export default {
  /**
   * Before rendering: an old `?lang=` link, or a first visit to an English URL by a shopper who
   * chose Hindi, goes to the page's `/hi/…` URL (decision 47).
   */
  async fetch(
    request: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    const redirect = languageRedirect(request, languageOptions);
    if (redirect) {
      return new Response(null, {
        status: redirect.status,
        headers: {
          Location: redirect.location,
          Vary: 'Cookie, Referer',
          'Cache-Control': 'private, no-store',
        },
      });
    }
    return handler.fetch(request, env, executionContext);
  },
};
