// `npm start`: installs what is missing, builds the web app if needed, starts Mandap.
import { runAfterSetup, serverEnv } from './lib.mjs';

runAfterSetup('apps/server/src/server.ts', serverEnv(process.env));
