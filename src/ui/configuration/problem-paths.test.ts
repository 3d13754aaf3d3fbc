import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../domain/configuration/configuration';
import { createParameters } from '../../domain/configuration/parameters';
import { createStore } from '../../domain/configuration/store';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { problemIndex } from './problem-paths';

const stores = (count: number) => Array.from({ length: count }, (_, index) => createStore({ id: `${index}-1`, name: `S${index}`, path: index % 2 ? 'bad' : '/ok', default: index === 0 }));

describe('problem paths', () => {
  it("places a problem by its own model path (`at`), the validator's", () => {
    const configuration = createConfiguration({ parameters: createParameters({ stores: stores(1) }) });
    const problem = { path: 'whatever', code: 'FIELD.REQUIRED', message: 'x', at: ['parameters', 'stores', 0, 'name'] } as never;
    expect(problemIndex(configuration, [problem]).at(['parameters', 'stores', { id: '0-1' }, 'name']).map((located) => located.problem)).toEqual([problem]);
  });

  it('indexes the problems by identified path, once per problem list', () => {
    const configuration = createConfiguration({ parameters: createParameters({ stores: stores(4) }) });
    const problems = validateConfiguration(configuration);
    const index = problemIndex(configuration, problems);
    expect(index.at(['parameters', 'stores', { id: '1-1' }, 'path']).map((located) => located.problem.code)).toEqual(['FIELD.INVALID_STORAGE_PATH']);
    expect(index.at(['parameters', 'stores', { id: '0-1' }, 'path'])).toEqual([]);
    expect(index.under(['parameters', 'stores'])).toHaveLength(2);
    expect(problemIndex(configuration, problems)).toBe(index);
  });

  it('stays fast for thousands of items: one pass per draft', () => {
    const configuration = createConfiguration({ parameters: createParameters({ stores: stores(4000) }) });
    const index = problemIndex(configuration, validateConfiguration(configuration));
    expect(index.all).toHaveLength(2000);
    expect(index.at(['parameters', 'stores', { id: '3999-1' }, 'path'])).toHaveLength(1);
  });
});
