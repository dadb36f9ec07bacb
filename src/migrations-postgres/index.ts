import * as migration_20261125_000000_initial from './20261125_000000_initial';
import * as migration_20261125_000100_property_search from './20261125_000100_property_search';

export const migrations = [
  {
    up: migration_20261125_000000_initial.up,
    down: migration_20261125_000000_initial.down,
    name: '20261125_000000_initial',
  },
  {
    up: migration_20261125_000100_property_search.up,
    down: migration_20261125_000100_property_search.down,
    name: '20261125_000100_property_search',
  },
];
