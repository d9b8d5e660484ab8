// Display conditions: which theme templates and popups apply to a request. Pure: no I/O, no server imports.
export { chooseTemplates, rankTemplates, type ChooseOptions, type TemplateCandidate, type TemplateChoice } from './choose.ts';
export { FOYER_VOCABULARY, buildCatalogue } from './catalogue.ts';
export { conditionFromExport, parseCondition } from './parse.ts';
export { compileConditions } from './compile.ts';
export type { DisplayRequest, PostTerm, Vocabulary } from './types.ts';
