/**
 * How many raw statements `run` sends through `db.execute`: what the tests and the benchmarks of a
 * query's cost count (the session check goes through its own prepared statement, not counted).
 * No import, so a script can use it outside vitest.
 */
export async function countStatements<T>(
  db: { execute: (...args: never[]) => unknown },
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const execute = db.execute;
  let statements = 0;
  db.execute = (...args) => {
    statements += 1;
    return execute.apply(db, args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    db.execute = execute;
  }
}
