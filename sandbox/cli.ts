import { runSandboxCommand } from './commands.ts';

/** `npm run sandbox -- reset | put-pdf <caseId> <documentId> <file>` on EPD_DATA_DIR (default .epd-data/). */
process.exitCode = await runSandboxCommand(process.argv.slice(2), {
  dataDir: process.env.EPD_DATA_DIR ?? '.epd-data',
  info: (message) => console.info(message),
  error: (message) => console.error(message),
});
