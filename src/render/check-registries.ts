// The start-up check (buildApp runs it once): every behaviour and island a widget or element names
// must be in the browser's module list, src/runtime/module-names.ts. A typo would otherwise ship a
// page that asks for a module that is not there. The registries themselves stay free of browser names.
import { checkClientNames } from '../contracts/declaration/client-names.ts';
import { advancedDeclaration } from '../elements/advanced-controls.ts';
import { layouts } from '../elements/layouts.ts';
import { CLIENT_MODULE_NAMES } from '../runtime/module-names.ts';
import { widgets } from '../widgets/index.ts';

/** Throws, naming the widget or element and the module, when a declaration names an unregistered one. */
export function checkClientRegistries(registered: ReadonlySet<string> = CLIENT_MODULE_NAMES): void {
  checkClientNames([...widgets.map((w) => w.declaration), ...layouts.map((l) => l.declaration), advancedDeclaration], registered);
}
