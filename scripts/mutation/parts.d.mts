/** The parts of `npm run test:mutation` (parts.mjs): what each mutates, and the tests and models it runs. */
export declare const PARTS: Record<string, { mutate: string[]; tests?: string[]; models?: string[] }>;
