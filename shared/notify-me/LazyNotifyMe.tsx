import {lazy, Suspense, type ComponentProps} from 'react';
import type NotifyMeForm from './NotifyMeForm';

const Form = lazy(() => import('./NotifyMeForm'));

/**
 * The form as its own chunk: the server renders it in place, the browser fetches it only for a
 * sold-out variant. The fallback keeps the form's height (notify-me.css) while the chunk arrives
 * after a client-side switch to a sold-out variant.
 */
export function NotifyMe(props: ComponentProps<typeof NotifyMeForm>) {
  return (
    <Suspense fallback={<div className="notify-me notify-me--pending" aria-busy="true" />}>
      <Form {...props} />
    </Suspense>
  );
}
