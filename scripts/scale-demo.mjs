// `npm run scale-demo`: installs what is missing, builds the web app if needed, then runs
// apps/server/scale/demo.ts (two Mandap servers on PostgreSQL and S3 behind a proxy).
import { runAfterSetup } from './lib.mjs';

runAfterSetup('apps/server/scale/demo.ts');
