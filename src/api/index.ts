export * from './calls.ts';
export * from './client.ts';
export * from './contract.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './schemas/index.ts';
