import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of `npm run lint` (.dependency-cruiser.cjs) run over a
 * small tree (test/fixtures/import-zones/) where a feature imports another
 * feature and the kit imports a feature: both are refused, and the imports
 * the zones allow (a feature's own files, the kit, the app composing the
 * features) are not.
 */
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const { forbidden } = require(path.join(root, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };
const fixture = path.join(root, 'test/fixtures/import-zones');

async function violations(): Promise<string[]> {
  const result = await cruise(['src'], {
    baseDir: fixture,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  }, { extensions: ['.ts'] });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser gave a report, not a result');
  return result.output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort();
}

describe('import zones', () => {
  it('refuse a feature importing another feature, and the kit importing a feature, and nothing else', async () => {
    expect(await violations()).toEqual([
      'feature-imports-no-other-feature: src/ui/features/alpha/alpha-page.ts → src/ui/features/beta/beta-words.ts',
      'shared-ui-imports-no-feature: src/ui/configuration/kit-table.ts → src/ui/features/alpha/alpha-words.ts',
    ]);
  });
});
