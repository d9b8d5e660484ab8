// The lint rules that keep layers pointing one way refuse each wrong-way import and allow the right ones.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../cli/fixtures.ts';

const eslint = new ESLint({ cwd: PROJECT_ROOT });

/** Messages of the layer rule for `code` as if it were the file at `path`. */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${PROJECT_ROOT}/${path}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer lint rules', () => {
  it.each([
    ['src/db/repositories/x.ts', "import { x } from '../../widgets/sanitize-document.ts';", /src\/db must not import src\/widgets/],
    ['src/demo/x.ts', "import { x } from '../server/app.ts';", /src\/demo must not import src\/server/],
    ['src/elements/x.ts', "import { x } from '../widgets/index.ts';", /src\/elements must not import src\/widgets/],
    ['src/widgets/heading/x.ts', "import { x } from '../../elements/plan.ts';", /src\/widgets must not import src\/elements/],
    ['src/conditions/x.ts', "import { x } from '../server/app.ts';", /src\/conditions must not import src\/server/],
    ['src/model/x.ts', "import { x } from '../contracts/widget.ts';", /src\/model must not import src\/contracts/],
    ['src/server/x.ts', "import { x } from '../../test/helpers/render-context.ts';", /Test helpers live in test\/helpers/],
    ['src/cli/x.ts', "import { writePost as x } from '../db/repositories/posts.ts';", /Save posts with savePost/],
  ])('refuses %s doing %s', async (path, code, message) => {
    const errors = await layerErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['src/content/x.ts', "import { writePost as x } from '../db/repositories/posts.ts';"],
    ['src/content/y.ts', "import { sanitizeDocument as x } from '../widgets/sanitize-document.ts';"],
    ['src/widgets/heading/x.ts', "import type { RenderContext as x } from '../../contracts/render-context.ts';"],
    ['src/elements/x.ts', "import { parseSettings as x } from '../contracts/settings.ts';"],
    ['src/server/x.ts', "import { listPosts as x } from '../db/repositories/posts.ts';"],
    ['src/widgets/heading/heading.test.ts', "import { runWidget as x } from '../../../test/helpers/run-widget.ts';"],
  ])('allows %s doing %s', async (path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});
