/**
 * npm run foods:import-off -- <file.jsonl[.gz]> [--countries es,mx,pe,co,cl,ar]: Open Food Facts'
 * dump into the products table of the configured database (DATABASE_URL, else the PGlite data
 * folder, which the server must not hold meanwhile). Prints its counts; exits 1 on a failure.
 */
import { loadConfig } from '../config.ts';
import { countryTags, dumpLines, importOffDump } from '../catalog/import-off.ts';
import { openConfiguredDatabase } from '../db/open.ts';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--countries');
const countriesAt = args.findIndex((a) => a === '--countries' || a.startsWith('--countries='));
const countriesArg =
  countriesAt < 0
    ? undefined
    : args[countriesAt]!.includes('=')
      ? args[countriesAt]!.split('=')[1]
      : args[countriesAt + 1];
if (!file) {
  console.error('Usage: npm run foods:import-off -- <products.jsonl[.gz]> [--countries es,mx,pe,co,cl,ar]');
  process.exit(2);
}

try {
  const countries = countriesArg ? countryTags(countriesArg) : undefined;
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  // What the database alone holds (PGlite's whole engine lives in this process): the import's own
  // memory is the peak above it.
  const openedMb = Math.round(process.memoryUsage.rss() / 1024 / 1024);
  const started = Date.now();
  try {
    let lastReport = started;
    // The most memory seen between batches: flat when the import streams.
    let importPeak = process.memoryUsage.rss();
    const counts = await importOffDump(opened.database.db, await dumpLines(file), {
      countries,
      onBatch: (c) => {
        importPeak = Math.max(importPeak, process.memoryUsage.rss());
        if (Date.now() - lastReport < 5000) return;
        lastReport = Date.now();
        console.error(`… ${c.read.toLocaleString('en')} read, ${c.kept.toLocaleString('en')} kept`);
      },
    });
    const seconds = (Date.now() - started) / 1000;
    const { skipped } = counts;
    console.log(
      [
        `read ${counts.read}, kept ${counts.kept} (new ${counts.inserted}, changed ${counts.updated}, unchanged ${counts.unchanged})`,
        `skipped: not JSON ${skipped.not_json}, no valid barcode ${skipped.bad_code}, no name ${skipped.no_name}, ` +
          `no energy per 100 g ${skipped.no_energy}, other countries ${skipped.other_country}`,
        `${seconds.toFixed(1)} s, ${Math.round(counts.read / Math.max(seconds, 0.001))} lines/s, ` +
          `memory: ${openedMb} MB with the database open, at most ${Math.round(importPeak / 1024 / 1024)} MB during ` +
          `the import, peak of the process ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
      ].join('\n'),
    );
  } finally {
    await opened.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
