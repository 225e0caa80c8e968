// autocannon ships no types; bench/api/load.ts describes the part it uses.
declare module 'autocannon';
