import type { BackendConfig } from './config.ts';
import type { Db } from './db/connect.ts';

/** What every route module is given. `now` is injectable so dates can be tested. */
export interface AppDeps {
  db: Db;
  config: BackendConfig;
  now: () => Date;
}
