import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum, mockAdapter } from "@prisma/driver-adapter-utils";

// SchemaEngine.new() connects at once and asks the server for its version,
// even when it will only ever diff two datamodels. A real @prisma/adapter-pg
// on a throwaway URL fails right there (it really tries to connect), so this
// adapter answers that one probe as a PostgreSQL 15 server would and refuses
// everything else: schema-to-schema diffs must never need a database.
const VERSION_PROBE = /\bversion\(\)/;

function offlineAdapter(): SqlDriverAdapter {
  const refuse = (what: string) => () =>
    Promise.reject(new Error(`offline schema engine: ${what} needs a database, which this tool never gives it`));
  return {
    ...mockAdapter("postgres"),
    adapterName: "@mnemo/offline-pg",
    queryRaw: (query: SqlQuery) => {
      if (!VERSION_PROBE.test(query.sql)) return refuse(`query ${JSON.stringify(query.sql.slice(0, 80))}`)();
      // Columns: EXISTS(public namespace), version(), server_version_num.
      return Promise.resolve({
        columnNames: ["exists", "version", "numeric_version"],
        columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
        rows: [[true, "PostgreSQL 15.0 (mnemo offline schema engine)", 150000]],
      });
    },
    executeRaw: refuse("executeRaw"),
    executeScript: refuse("executeScript"),
    startTransaction: refuse("a transaction"),
    dispose: () => Promise.resolve(),
  };
}

export function createOfflineAdapterFactory() {
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: "postgres",
    adapterName: "@mnemo/offline-pg",
    connect: () => Promise.resolve(offlineAdapter()),
    connectToShadowDb: () => Promise.resolve(offlineAdapter()),
  };
  // The engine expects the error-capturing wrapper, not the bare factory.
  return bindMigrationAwareSqlAdapterFactory(factory);
}
