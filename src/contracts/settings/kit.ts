// The site kit's declaration, typed: the model's plain data (src/model/kit-declaration.ts, where
// the kit's defaults and import checks read it) checked here against the Declaration type, so the
// back office draws the kit's forms from it like any widget's.
import { KIT_DECLARATION } from '../../model/kit-declaration.ts';
import { declare } from '../declaration/declare.ts';

export const kitDeclaration = declare(KIT_DECLARATION);
