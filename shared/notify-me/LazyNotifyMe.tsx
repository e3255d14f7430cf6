import {lazy, Suspense, type ComponentProps} from 'react';
import {useHydrated} from '../chrome/use-hydrated';
import type NotifyMeForm from './NotifyMeForm';

const Form = lazy(() => import('./NotifyMeForm'));

/**
 * The form as its own chunk, fetched only for a sold-out variant and drawn once the page has hydrated:
 * a lazy boundary in the server HTML would be switched to client rendering by any update that reaches
 * it before its chunk arrives (React error 421), dropping what the shopper had typed. Until then a
 * placeholder of the form's height (notify-me.css) with its title keeps the page still.
 */
export function NotifyMe(props: ComponentProps<typeof NotifyMeForm>) {
  const hydrated = useHydrated();
  const placeholder = (
    <section className="notify-me notify-me--pending" aria-busy="true">
      {props.labels ? (
        <h2 className="notify-me__title">{props.labels.title}</h2>
      ) : null}
    </section>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Form {...props} />
    </Suspense>
  );
}
