// `exit_intent`: fires when the mouse leaves the page through its top edge, towards the tabs,
// the address bar or the window's close button.
import { listen, type Trigger } from './trigger.ts';

export const exitIntent: Trigger = (_settings, fire, { doc }) =>
  listen(doc, ['mouseout'], (event) => {
    const { relatedTarget, clientY } = event as MouseEvent;
    if (!relatedTarget && clientY <= 0) fire();
  });
