// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

// The repository's own eslint.config.js, narrowed to the boundary rule and without type
// information: a few lines lint in a moment instead of building the whole program.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The boundary messages for `code` as if it were the file `apps/web/src/<file>`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}apps/web/src/${file}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const only = (code: string) => `${code}\nexport const used = [value];\n`;

describe('web layer boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  // Loading the config, its plugins and the TypeScript parser takes seconds on a busy machine;
  // pay it once here rather than inside the first test's time limit.
  beforeAll(() => boundaryErrors('features/home/probe.ts', ''), 120_000);

  it("stops a feature from importing another feature's internals, not its entry", async () => {
    const internal = await boundaryErrors(
      'features/home/probe.ts',
      only("import { BirdCard as value } from '../bird-guide/bird-card.tsx';"),
    );
    expect(internal).toEqual([expect.stringContaining('public entry, features/<name>/index.ts')]);
    const entry = await boundaryErrors(
      'features/home/probe.ts',
      only("import { BirdCard as value } from '../bird-guide/index.ts';"),
    );
    expect(entry).toEqual([]);
  });

  it('checks files in a feature subfolder and type-only imports too', async () => {
    const errors = await boundaryErrors(
      'features/count/steps/probe.ts',
      only("import type { QuizScoreStore as value } from '../../quiz/quiz-score-store.ts';"),
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature use its own files and the shared layer', async () => {
    const errors = await boundaryErrors(
      'features/count/steps/probe.ts',
      only(
        "import { Sheet as value } from '#shared/ui/sheet.tsx';\nimport { COUNT_STEPS } from '../count-draft.ts';",
      ),
    );
    expect(errors).toEqual([]);
  });

  it('keeps the shared layer free of features, even their entries', async () => {
    const errors = await boundaryErrors(
      'shared/shell/probe.ts',
      only("import { usePhase as value } from '../../features/phase/index.ts';"),
    );
    expect(errors).toEqual([expect.stringContaining('never imports a feature')]);
  });

  it('keeps the shared layers in order, so config and auth cannot import each other', async () => {
    const upward = await boundaryErrors(
      'shared/config/probe.ts',
      only("import { useAuth as value } from '../auth/use-auth.ts';"),
    );
    expect(upward).toEqual([expect.stringContaining('shared/config sits below')]);
    const downward = await boundaryErrors(
      'shared/auth/probe.ts',
      only("import { useConfig as value } from '../config/config-query.ts';"),
    );
    expect(downward).toEqual([]);
  });

  it('follows #shared/* imports to their files', async () => {
    const errors = await boundaryErrors(
      'shared/ui/probe.ts',
      only("import { Screen as value } from '#shared/shell/screen.tsx';"),
    );
    expect(errors).toEqual([expect.stringContaining('shared/ui sits below')]);
  });

  it('makes routes use entries and keeps features away from routes and the app', async () => {
    const route = await boundaryErrors(
      'routes/probe.tsx',
      only("import { CountFlow as value } from '../features/count/count-flow.tsx';"),
    );
    expect(route).toEqual([expect.stringContaining('Routes and the app import another feature')]);
    const upward = await boundaryErrors(
      'features/home/probe.ts',
      only("import { AppRoutes as value } from '../../app/router.tsx';"),
    );
    expect(upward).toEqual([expect.stringContaining('never import routes or the app')]);
  });
});
