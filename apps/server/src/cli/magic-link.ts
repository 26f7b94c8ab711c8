/** npm run magic-link -- <phone>: prints a one-time sign-in URL (/auth/<token>) valid 15 minutes. */
import { TEMPORARY_TOKEN_MINUTES } from '@nutricoach/core/constants/auth';
import { loadConfig } from '../config.ts';
import { createTokenService } from '../lib/tokens.ts';
import { issueTemporaryToken } from '../modules/auth/service.ts';

const phone = process.argv[2];
if (!phone) {
  console.error('Usage: npm run magic-link -- <phone>   (e.g. +51987654321)');
  process.exit(2);
}
try {
  const config = loadConfig();
  const token = await issueTemporaryToken(createTokenService(config.jwtSecret), phone);
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`${origin}/auth/${token}`);
  console.error(`(one use, valid ${TEMPORARY_TOKEN_MINUTES} minutes)`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
