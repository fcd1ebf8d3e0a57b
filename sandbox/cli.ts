import { seedDemo } from './demo/seed.ts';
import { CaseStore } from './store/cases.ts';
import { openDb } from './store/db.ts';

/** `npm run sandbox -- reset`: restores the demo data in EPD_DATA_DIR (default .epd-data/). */
const [command] = process.argv.slice(2);
const dataDir = process.env.EPD_DATA_DIR ?? '.epd-data';

if (command === 'reset') {
  const db = openDb(dataDir);
  seedDemo(db, new CaseStore(db));
  db.close();
  console.info(`Demo data restored in ${dataDir}.`);
} else {
  console.error(
    'Usage: npm run sandbox -- reset   (restores the demo data of EPD_DATA_DIR, default .epd-data/)',
  );
  process.exit(1);
}
