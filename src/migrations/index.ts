import * as migration_20261122_030212_initial from './20261122_030212_initial';

export const migrations = [
  {
    up: migration_20261122_030212_initial.up,
    down: migration_20261122_030212_initial.down,
    name: '20261122_030212_initial'
  },
];
