import { count, eq } from 'drizzle-orm';
import { SPARK_PACKAGE_COLUMNS } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import { companies, sparkPackageImports } from '../db/schema/index.js';
import { importSparkPackages } from '../modules/product/import-spark-packages.js';

/**
 * A provider price list the demo distributor tried to import: one row names a country code that
 * does not exist and has a negative cost, so the whole file was refused (nothing written). The
 * import history then shows a failed import with its row errors; the page's template is the
 * sample file that imports cleanly. Run through the use case; idempotent (once per company).
 */
const REFUSED_FILE =
  `${SPARK_PACKAGE_COLUMNS.join(',')}\n` +
  'SPK-VN-3GB-7D,VN,7,3,no,Viettel,2.10,USD\n' +
  'SPK-BALKAN-5GB-15D,RS;XK;AL,15,5,no,Spark Balkans,-4.50,USD\n' +
  'SPK-MY-1GB-3D,MY,3,1,yes,CelcomDigi,1.20,MYR\n';

export async function seedSparkPackages(db: Db, entityCode = 'DIST001') {
  const [company] = await db.select().from(companies).where(eq(companies.entityCode, entityCode));
  if (!company) return;
  const [{ n }] = await db
    .select({ n: count() })
    .from(sparkPackageImports)
    .where(eq(sparkPackageImports.entityCode, entityCode));
  if (n > 0) return;
  await importSparkPackages(
    db,
    {
      id: company.id,
      entityCode: company.entityCode,
      companyName: company.companyName,
      customCode: company.customCode,
      companyType: company.companyType,
      parentEntityCode: company.parentEntityCode,
      isSetupFully: true,
    },
    {
      fileName: 'spark-price-list-2026-11.csv',
      importedBy: 'distributor@wander.demo',
      content: Buffer.from(REFUSED_FILE),
    },
  );
}
