// A RenderContext for unit tests: the default kit, an empty site, warnings collected for assertions.
import type { RenderContext } from '../../src/contracts/render-context.ts';
import { EMPTY_SITE } from '../../src/contracts/render-context.ts';
import { DEFAULT_KIT } from '../../src/model/kit.ts';

export interface TestContext extends RenderContext {
  warnings: Array<{ obj: object; msg: string }>;
}

export function createTestContext(options: { aboveFold?: string[]; isEditor?: boolean } = {}): TestContext {
  const fold = new Set(options.aboveFold ?? []);
  const warnings: TestContext['warnings'] = [];
  return {
    kit: DEFAULT_KIT,
    site: EMPTY_SITE,
    isEditor: options.isEditor ?? false,
    assetUrl: (path) => path,
    isAboveFold: (id) => fold.has(id),
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    warnings,
  };
}

export const testContext: RenderContext = createTestContext();
