import { describe, expect, it } from 'vitest';
import { check } from './check-boundaries.ts';

/** Runs the rules over an in-memory tree: path -> source. */
const problemsIn = (tree: Record<string, string>) => check(Object.keys(tree), (file) => tree[file]!);

describe('the architecture rules', () => {
  it('refuse a web feature importing another feature, by alias or by relative path', () => {
    const problems = problemsIn({
      'apps/web/src/features/profile/components/card.tsx': [
        "import { Gauge } from '@/features/daily-summary/components/gauge';",
        "import { x } from '../../points/utils/labels';",
        "import { own } from '../utils/own';",
      ].join('\n'),
    });
    expect(problems).toEqual([
      expect.stringMatching(/card\.tsx:1 {2}feature 'profile' imports feature 'daily-summary'/),
      expect.stringMatching(/card\.tsx:2 {2}feature 'profile' imports feature 'points'/),
    ]);
  });

  it('refuse components/, lib/ and config/ importing a feature or app/', () => {
    const problems = problemsIn({
      'apps/web/src/components/ui/a.tsx': "import { B } from '@/features/auth/b';",
      'apps/web/src/lib/c.ts': "import { routes } from '@/app/routes';",
      'apps/web/src/config/d.ts': "import { paths } from './paths';",
    });
    expect(problems).toHaveLength(2);
  });

  it('refuse core importing from apps/ or a UI package', () => {
    const problems = problemsIn({
      'packages/core/src/constants/x.ts':
        "import { Salad } from 'lucide-react';\nimport { db } from '../../../../apps/server/src/db/client.ts';\nimport { z } from 'zod';",
    });
    expect(problems).toEqual([
      expect.stringContaining('UI package lucide-react'),
      expect.stringContaining('imports nothing from apps/'),
    ]);
  });

  it('refuse server layers importing modules, and module edges off the allow-list', () => {
    const problems = problemsIn({
      'apps/server/src/lib/x.ts': "import { sendCode } from '../modules/auth/service.ts';",
      'apps/server/src/modules/logs/routes.ts': "import { refer } from '../referrals/service.ts';",
      'apps/server/src/modules/auth/routes.ts': "import { findUser } from '../users/service.ts';",
      'apps/server/src/modules/logs/logs.test.ts': "import { refer } from '../referrals/service.ts';",
    });
    expect(problems).toEqual([
      expect.stringContaining('lib/ imports'),
      expect.stringContaining("module 'logs' imports module 'referrals'"),
    ]);
  });

  it('keep queries in api/ folders, each key once, and the environment in the config files', () => {
    const problems = problemsIn({
      'apps/web/src/features/a/api/get-a.ts': "export const q = queryOptions({ queryKey: ['food-table'], queryFn });",
      'apps/web/src/features/b/api/get-b.ts': "export const q = queryOptions({ queryKey: ['food-table'], queryFn });",
      'apps/web/src/features/b/components/c.tsx': 'const { data } = useQuery({ queryKey: x });',
      'apps/server/src/modules/logs/service.ts': 'const port = process.env.PORT;',
      'apps/server/src/config.ts': 'const env = process.env;',
    });
    expect(problems).toEqual([
      expect.stringContaining('query key [food-table] is also defined at apps/web/src/features/a/api/get-a.ts:1'),
      expect.stringContaining("query hooks live in a feature's api/"),
      expect.stringContaining('reads the environment'),
    ]);
  });
});
