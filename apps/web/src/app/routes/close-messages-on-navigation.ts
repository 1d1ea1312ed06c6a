import type { DataRouter } from 'react-router';
import { closeMessageOnNavigation } from '../../ui/dialogs';

/**
 * Closes the message dialog about the page being left when a navigation starts (a link, Back,
 * a redirect; issue 37: success dialogs stayed open over the next page). A message shown by the
 * action that navigates ('Create successfully!', then the list) stays: see
 * MESSAGE_NAVIGATION_GRACE_MS. Answers the unsubscribe.
 */
export function closeMessagesOnNavigation(router: Pick<DataRouter, 'state' | 'subscribe'>) {
  let location = router.state.location;
  let navigating = router.state.navigation.state !== 'idle';
  return router.subscribe((state) => {
    const started =
      !navigating && (state.navigation.state !== 'idle' || state.location !== location);
    navigating = state.navigation.state !== 'idle';
    location = state.location;
    if (started) closeMessageOnNavigation();
  });
}
